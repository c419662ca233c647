import type { Page } from '@playwright/test';
import { configurationListSchema } from '@meble/domain/client-configuration';
import { DASHBOARD_RECENT_DAYS } from '@meble/domain/dashboard';
import { TOKEN_STORAGE_KEY } from '@meble/domain/session';
import { PATTERNS as P } from '../../web/src/routes/paths.ts';
import { hasScreen } from '../../web/src/routes/table.ts';
import { expect, openSignedIn, test } from './session.ts';

// The dashboard counts the whole database, so its test is tagged '@whole-database': playwright.config.ts runs it
// alone after every other test, and its counts are checked against what the lists show then.

/** The whole number in a text, Polish grouping (a space, or a non-breaking one) allowed. */
const numberIn = (text: string | null): number => Number((/\d[\d\s\u00a0]*/.exec(text ?? '')?.[0] ?? 'NaN').replace(/\s/g, ''));

/** Collections, elements and kits as the collections list shows them: its count line and every card's counts. */
async function catalogueOnTheList(page: Page): Promise<{ collections: number; elements: number; kits: number }> {
  await page.goto(P.collections);
  const collections = numberIn(await page.getByRole('status').filter({ hasText: 'Kolekcji:' }).textContent());
  const cardCounts = await page.getByText(/^\d+ element\S* · \d+ zestaw\S*$/).allTextContents();
  expect(cardCounts).toHaveLength(collections);
  const sum = (index: number) => cardCounts.reduce((total, text) => total + Number(text.split(' · ')[index]!.split(' ')[0]), 0);
  return { collections, elements: sum(0), kits: sum(1) };
}

/** Configurations saved in the last 7 days, from the list's own REST call (newest first, with the page's session). */
async function recentConfigurations(page: Page): Promise<number> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  const response = await page.request.get('/api/cms/client/configurations?limit=100', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { list } = configurationListSchema.parse(await response.json());
  const since = Date.now() - DASHBOARD_RECENT_DAYS * 24 * 60 * 60 * 1000;
  return list.filter((configuration) => Date.parse(configuration.createdAt) >= since).length;
}

function dashboardCard(page: Page, title: string) {
  return page.getByRole('list', { name: 'Podsumowanie' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

const RECENT = 'Nowe konfiguracje klientów';

test.describe('administrators', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('the logo leads to the dashboard, whose counts are what the lists show, each leading to its list', { tag: '@whole-database' }, async ({ page }) => {
    const catalogue = await catalogueOnTheList(page);
    const recent = await recentConfigurations(page);
    // The demo data has 10 collections and designs of the last days; a count of 0 would prove nothing.
    expect(catalogue.collections).toBeGreaterThan(0);
    expect(recent).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Konfigurator 3D — panel administracyjny' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Podsumowanie' }).getByRole('listitem')).toHaveCount(4);
    const shown = async (title: string) => numberIn(await dashboardCard(page, title).locator('.dashboard-count').textContent());
    expect(await shown('Kolekcje')).toBe(catalogue.collections);
    expect(await shown('Elementy')).toBe(catalogue.elements);
    expect(await shown('Zestawy')).toBe(catalogue.kits);
    expect(await shown(RECENT)).toBe(recent);
    await expect(dashboardCard(page, RECENT)).toContainText(`Z ostatnich ${DASHBOARD_RECENT_DAYS} dni`);

    // Every card's link, by keyboard.
    const links = [
      ['Kolekcje', 'Lista kolekcji', /\/collections$/, 'Kolekcje'],
      ['Elementy', 'Elementy według kolekcji', /\/collections$/, 'Kolekcje'],
      ['Zestawy', 'Zestawy według kolekcji', /\/collections$/, 'Kolekcje'],
      [RECENT, 'Konfiguracje klientów, od najnowszych', /\/client-configurations$/, 'Konfiguracje klientów'],
    ] as const;
    for (const [card, link, address, heading] of links) {
      await dashboardCard(page, card).getByRole('link', { name: link }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    }
  });

  /** Opens a main-menu item by keyboard and checks the section's cards against the route table. */
  async function openSectionIndex(page: Page, item: string, list: string, entries: readonly (readonly [string, string])[]) {
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: item }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
    const cards = page.getByRole('list', { name: list }).getByRole('listitem');
    await expect(cards).toHaveCount(entries.length);
    for (const [index, [label, path]] of entries.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(label);
      if (hasScreen(path)) {
        await expect(card.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
        await expect(card).not.toContainText('niedostępne');
      } else {
        // Shown, marked, and nothing to focus that leads nowhere.
        await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(0);
        await expect(card).toContainText('niedostępne');
        await expect(card).toContainText('Ta sekcja nie jest jeszcze dostępna.');
      }
    }
    // The available entries lead to their screens, by keyboard.
    for (const [label, path] of entries.filter(([, path]) => hasScreen(path))) {
      await page.getByRole('list', { name: list }).getByRole('link', { name: label, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
    }
  }

  test('Ustawienia: a card per settings tab, by keyboard from the main menu', async ({ page }) => {
    await openSectionIndex(page, 'Ustawienia', 'Ustawienia', [
      ['Użytkownicy i salony', P.users],
      ['Dodaj użytkownika', P.userCreate],
      ['Tłumaczenia', P.translations],
      ['Historia zmian', P.history],
    ]);
  });

  test('Dodanie zawartości: the sub-menu as cards, by keyboard from the main menu', async ({ page }) => {
    await openSectionIndex(page, 'Dodanie zawartości', 'Rodzaje zawartości', [
      ['Tkaniny', P.fabrics],
      ['Wybarwienia', P.legFinishes],
      ['Ikony', P.icons],
      ['Modele 3D', P.models],
      ['Obrazek kolekcji', P.collectionFiles],
    ]);
  });
});

test.describe('salon users', () => {
  test.use({ account: 'salon1' });

  test('never see the dashboard: the address sends them to their list, and their logo leads there', async ({ page }) => {
    await openSignedIn(page, 'salon1');
    await page.goto(P.dashboard);
    await expect(page).toHaveURL(/\/client-configurations$/);
    await expect(page.getByText('Brak dostępu')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Konfigurator 3D — panel administracyjny' })).toHaveAttribute('href', '/client-configurations');
  });
});
