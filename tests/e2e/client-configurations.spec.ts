import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './session.ts';
import { operationText } from './operations.ts';
import { globalId, unique } from './seed.ts';

// Each worker saves three designs of its own through the public intake (seed.ts), one for salon1's salon, one for
// salon2's and one online, their customers' e-mails sharing a marker; the tests search for it, so other specs'
// designs never count. The demo's 60 designs (customers @example.pl) are never changed: paging reads them.

const LIST = '/client-configurations';
const SALON1 = 'Salon Meblowy Kraków';
const SALON2 = 'Meble Wygodne Łódź';
const ONLINE = 'bez salonu';
const DEMO_CUSTOMERS = '@example.pl';

let marker: string;
const emailOf = (who: 'salon1' | 'salon2' | 'online') => `${marker}-${who}@example.test`;
let salon2Design: string;

test.beforeAll(async ({ seed }) => {
  marker = unique('e2e').replace(' ', '-');
  await seed.configuration(emailOf('salon1'), await seed.salonId(SALON1));
  salon2Design = await seed.configuration(emailOf('salon2'), await seed.salonId(SALON2));
  await seed.configuration(emailOf('online'));
});

/** Tests whose page starts with salon1's session (the others start with the administrator's). */
const salonTest = test.extend({ account: 'salon1' });

/** Counts the GraphQL operations of one name the page sends from now on. */
function countOperations(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationText(request.postData()).includes(`mutation ${name}`)) count++;
  });
  return () => count;
}

/** The list's body rows and one column's texts (1-based: 1 Salon, 2 Kolekcja, 3 Dane klienta, …). */
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n})`).allTextContents();
/** The customers' e-mails of the rows shown, a locator to assert on as the list follows the filters. */
const customers = (page: Page) => rows(page).locator('td:nth-child(3)');

/** Opens a row's action menu and chooses one of its items ('Pokaż', 'Usuń'). */
async function rowAction(page: Page, row: ReturnType<typeof rows>, name: 'Pokaż' | 'Usuń'): Promise<void> {
  await row.getByRole('button', { name: /^Akcje dla/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name }).click();
}

/** 'Konfiguracji: N' as a number. */
async function total(page: Page): Promise<number> {
  const text = (await page.getByText(/^Konfiguracji: \d+$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The details address of a configuration the intake answered with. */
const detailsPath = (id: string) => `/client-configuration-details/${encodeURIComponent(globalId('ClientConfiguration', id))}`;

/** Types into the e-mail search and waits until every row is that customer's (or none is left). */
async function searchEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail klienta').fill(email);
  await expect.poll(async () => (await column(page, 3)).every((text) => text.includes(email))).toBe(true);
}

salonTest('a salon user sees only their salon and saved-online designs; the filter narrows to their salon', async ({ page }) => {
  await openSignedIn(page, 'salon1');
  await expect(page.getByRole('heading', { level: 1, name: 'Konfiguracje klientów' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Salon', 'Kolekcja', 'Dane klienta', 'Zestawy', /^Utworzono/, 'Akcje']);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('table').getByText(SALON2)).toHaveCount(0);
  // D4: Polish date and time ('15 sty 2026, 11:30').
  await expect(rows(page).first().locator('td:nth-child(5)')).toHaveText(/^\d{1,2} [a-ząćęłńóśźż]{3,4} \d{4}, \d{2}:\d{2}$/);

  // D13: of the worker's three designs, salon2's does not exist for them.
  await searchEmail(page, marker);
  await expect(customers(page)).toHaveText([emailOf('online'), emailOf('salon1')]);
  expect(await column(page, 1)).toEqual([ONLINE, SALON1]);

  const salon = page.getByLabel('Salon', { exact: true });
  await expect(salon.getByRole('option')).toHaveText(['Wszystkie', SALON1]);
  await salon.selectOption({ label: SALON1 });
  await expect(customers(page)).toHaveText([emailOf('salon1')]);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();

  await salon.selectOption({ label: 'Wszystkie' });
  await expect(customers(page)).toHaveText([emailOf('online'), emailOf('salon1')]);
  await expect(page.getByText('Konfiguracji: 2', { exact: true })).toBeVisible();
});

salonTest('a salon user searches by customer e-mail (from 3 characters) and opens the details with its kits', async ({ page }) => {
  await openSignedIn(page, 'salon1');
  await expect(page.getByText('Szukanie w adresach e-mail od 3 znaków.')).toBeVisible();
  const email = emailOf('salon1');
  await searchEmail(page, email);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();

  const row = rows(page).first();
  const kits = (await row.locator('td:nth-child(4)').textContent()) ?? '';
  await rowAction(page, row, 'Pokaż');
  await expect(page).toHaveURL(/\/client-configuration-details\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  const configurator = page.getByRole('link', { name: 'Otwórz w konfiguratorze' });
  await expect(configurator).toHaveAttribute('target', '_blank');
  await expect(configurator).toHaveAttribute('rel', 'noopener noreferrer');
  const firstKit = kits.split(', ')[0] ?? '';
  await expect(page.getByRole('heading', { level: 2, name: firstKit }).first()).toBeVisible();
  const table = page.getByRole('table', { name: `Elementy zestawu ${firstKit}` }).first();
  await expect(table.getByRole('columnheader')).toHaveText(['Nazwa', 'Ikona', 'Materiał', 'Wyposażenie', 'Drewno', 'Poduszki', 'Cena']);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Wymiary: .+ × .+$/).first()).toBeVisible();
  await expect(page.getByText(/^Razem: \d[\d ]*,\d\d zł$/).first()).toBeVisible();
  // A salon user is not led into the catalogue (D14).
  await expect(table.getByRole('link')).toHaveCount(0);
});

salonTest('a salon user deletes a configuration through the dialog: Anuluj keeps it, Usuń removes it', async ({ page, seed }) => {
  const email = `${unique('e2e-usun').replace(' ', '-')}@example.test`;
  await seed.configuration(email);
  const deletes = countOperations(page, 'DeleteClientConfigurationMutation');
  await openSignedIn(page, 'salon1');
  await searchEmail(page, email);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();
  const row = rows(page).filter({ hasText: email });

  await rowAction(page, row, 'Usuń');
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Operacja trwale usuwa dane');
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  // Escape cancels as well; focus goes back to the row's '⋯' that opened the dialog.
  await rowAction(page, row, 'Usuń');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Akcje dla/ })).toBeFocused();
  expect(deletes()).toBe(0);

  await rowAction(page, row, 'Usuń');
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Konfiguracji: 0', { exact: true })).toBeVisible();
  expect(deletes()).toBe(1);

  // Gone for good: the same search, read afresh (the address keeps it), finds nothing.
  await page.reload();
  await expect(page.getByLabel('E-mail klienta')).toHaveValue(email);
  await expect(page.getByText('Konfiguracji: 0', { exact: true })).toBeVisible();
});

test("another salon's configuration does not exist for a salon user (D13)", async ({ page, anotherPage }) => {
  const email = emailOf('salon2');
  const id = salon2Design;
  await openSignedIn(page);
  await page.goto(detailsPath(id));
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();

  const salonPage = await anotherPage('salon1');
  await openSignedIn(salonPage, 'salon1');
  await searchEmail(salonPage, email);
  await expect(salonPage.getByText('Konfiguracji: 0', { exact: true })).toBeVisible();
  await salonPage.goto(detailsPath(id));
  await expect(salonPage.getByRole('heading', { level: 1, name: 'Nie znaleziono konfiguracji' })).toBeVisible();
  await salonPage.getByRole('link', { name: 'Wróć do listy konfiguracji' }).click();
  await expect(salonPage).toHaveURL(/\/client-configurations$/);
});

test("an administrator filters by salon and 'bez salonu'", async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Konfiguracje klientów' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konfiguracje klientów' })).toBeVisible();
  const salon = page.getByLabel('Salon', { exact: true });
  // Every salon (in the API's order) between 'Wszystkie salony' and 'bez salonu'.
  // Every salon that is not deleted (the demo has four; users-list.spec.ts may delete one without configurations).
  await expect(salon.getByRole('option', { name: SALON2 })).toHaveCount(1);
  const options = await salon.getByRole('option').allTextContents();
  expect([options[0], options.at(-1)]).toEqual(['Wszystkie salony', ONLINE]);
  expect(options.slice(1, -1)).toEqual(expect.arrayContaining([SALON1, SALON2]));
  expect(options.length).toBeGreaterThanOrEqual(4);
  await searchEmail(page, marker);
  // Newest first: the worker saved salon1's, salon2's, then the online one.
  await expect(customers(page)).toHaveText([emailOf('online'), emailOf('salon2'), emailOf('salon1')]);
  expect(await column(page, 1)).toEqual([ONLINE, SALON2, SALON1]);

  await salon.selectOption({ label: SALON2 });
  await expect(customers(page)).toHaveText([emailOf('salon2')]);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();

  await salon.selectOption({ label: ONLINE });
  await expect(customers(page)).toHaveText([emailOf('online')]);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();
});

test("an administrator pages with 'Pokaż więcej', 50 at a time, 'N z M' beside it", async ({ page }) => {
  await openSignedIn(page);
  await page.goto(LIST);
  // The demo's designs only: a count no other spec changes.
  await searchEmail(page, DEMO_CUSTOMERS);
  await expect(rows(page)).toHaveCount(50);
  const all = await total(page);
  expect(all).toBeGreaterThan(50);
  await expect(page.getByText(`Pokazano 50 z ${all}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pokaż więcej' }).click();
  await expect(rows(page)).toHaveCount(Math.min(all, 100));
  await expect(page.getByText(`Pokazano ${Math.min(all, 100)} z ${all}`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  // No configuration twice across the two pages (a row: its customer and the millisecond it was saved).
  const keys = await rows(page).evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('td:nth-child(3)')?.textContent}|${tr.querySelector('time')?.getAttribute('datetime')}`));
  expect(new Set(keys).size).toBe(Math.min(all, 100));
});

test('the filters and the order stay in the address: a reload keeps them', async ({ page }) => {
  const email = emailOf('online');
  await openSignedIn(page);
  await page.goto(LIST);
  await page.getByLabel('Salon', { exact: true }).selectOption({ label: ONLINE });
  await searchEmail(page, marker);
  await page.getByRole('columnheader', { name: /Utworzono/ }).getByRole('button').click();
  await expect(page).toHaveURL(/[?&]order=oldest/);
  await expect(page).toHaveURL(new RegExp(`[?&]email=${marker}(&|$)`));
  await expect(page).toHaveURL(/[?&]salon=none/);
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('E-mail klienta')).toHaveValue(marker);
  await expect(page.getByLabel('Salon', { exact: true })).toHaveValue('none');
  await expect(page.getByRole('columnheader', { name: /Utworzono/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText('Konfiguracji: 1', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(email);
});

test('an administrator opens the details and follows an element to the catalogue', async ({ page }) => {
  const email = emailOf('online');
  await openSignedIn(page);
  await page.goto(LIST);
  await page.getByLabel('Salon', { exact: true }).selectOption({ label: ONLINE });
  await searchEmail(page, email);
  await rowAction(page, rows(page).filter({ hasText: email }), 'Pokaż');
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(page.getByText('bez salonu — zapisana online')).toBeVisible();
  await expect(page.getByText('Wymiary: 240 cm × 95 cm')).toBeVisible();
  await expect(page.getByText('Razem: 4 480,00 zł')).toBeVisible();
  const table = page.getByRole('table', { name: 'Elementy zestawu Sofa E2E' });
  await expect(table.locator('tbody tr')).toHaveCount(2);

  await table.getByRole('link', { name: 'Moduł 2-osobowy' }).click();
  await expect(page).toHaveURL(/\/collection\/manhattan\/elements\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moduł 2-osobowy' })).toBeVisible();
});

salonTest('an unknown configuration id says so', async ({ page }) => {
  await openSignedIn(page, 'salon1');
  await page.goto(detailsPath('00000000-0000-0000-0000-000000000000'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono konfiguracji' })).toBeVisible();
});
