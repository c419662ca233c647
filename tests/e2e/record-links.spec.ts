import type { Locator, Page } from '@playwright/test';
import { configurationListSchema } from '@meble/domain/client-configuration';
import { elementListSchema } from '@meble/domain/element';
import { elementCategoryListSchema } from '@meble/domain/element-category';
import { kitListSchema } from '@meble/domain/kit';
import { TOKEN_STORAGE_KEY } from '@meble/domain/session';
import { translationListSchema } from '@meble/domain/translation';
import { userListSchema } from '@meble/domain/user';
import { expect, sharedPage, test } from './session.ts';

// Every list opens a record in one click, and every address with an {id} also takes the record's REST `_id`, as
// the legacy back office's links (the configurator's, e-mails') have it. Reads demo records only, never changes
// or counts them: other specs may run beside this one. The tests of a describe share one signed-in page
// (session.ts), and each opens its address first thing.

const COLLECTION = { slug: 'manhattan', name: 'Manhattan' };
const ELEMENT = 'Moduł 2-osobowy';
const KIT = 'Sofa 3-osobowa';
const CATEGORY = 'Siedziska';
const TRANSLATION = 'button.close';
const USER = { name: 'Salon Kraków', email: 'salon1@example.com' };
/** A demo customer with a few configurations (salon1's among them, the demo spreads customers over salons). */
const CUSTOMER = 'anna.kowalska@example.pl';

interface Schema<T> {
  parse(value: unknown): T;
}

/**
 * A REST answer as an integrator gets it, with the session the test's browser starts with (read from its storage,
 * no page load): where a legacy link's `_id` comes from.
 */
async function rest<T>(page: Page, path: string, schema: Schema<T>): Promise<T> {
  const { origins } = await page.context().storageState();
  const token = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === TOKEN_STORAGE_KEY)?.value;
  expect(token, 'a signed-in session').toBeTruthy();
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return schema.parse(await response.json());
}

function only<T>(records: readonly T[], what: string): T {
  const [record] = records;
  if (!record) throw new Error(`no ${what} in the demo data`);
  return record;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Opens an address as a pasted link does (a page load) and sees the record's heading, the address kept. */
async function opensAt(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(heading(page, name)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

/** The record's link in the list's table, by its name. */
const recordLink = (page: Page, name: string): Locator => page.getByRole('table').getByRole('link', { name, exact: true });

/** Narrows the configurations list to one customer's, as a person types it. */
async function showCustomer(page: Page): Promise<void> {
  await page.goto('/client-configurations');
  await page.getByRole('searchbox', { name: 'E-mail klienta' }).fill(CUSTOMER);
  await expect(page).toHaveURL(/[?&]email=/);
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(CUSTOMER);
}

/** Narrows manhattan's elements to ELEMENT's name, and waits for the list to follow (the address changes then). */
async function showElement(page: Page): Promise<void> {
  await page.goto(`/collection/${COLLECTION.slug}/elements`);
  await page.getByRole('searchbox', { name: 'Szukaj elementu' }).fill(ELEMENT);
  await expect(page).toHaveURL(/[?&]filter=/);
}

const REST = {
  configurations: (query: string) => `/api/cms/client/configurations?${query}`,
  users: '/api/users/list?limit=100',
  translations: `/api/cms/settings/translations?filter=${encodeURIComponent(TRANSLATION)}`,
  elements: `/api/cms/collection/${COLLECTION.slug}/elements?filter=${encodeURIComponent(ELEMENT)}`,
  kits: `/api/cms/collection/${COLLECTION.slug}/kits`,
  categories: `/api/cms/collection/${COLLECTION.slug}/element-categories`,
};

test.describe('one click on a list', () => {
  const shared = sharedPage();

  test("client configurations: the customer's e-mail is the link, the keyboard follows it too", async () => {
    const page = shared();
    await showCustomer(page);
    const link = recordLink(page, CUSTOMER).first();
    await link.click();
    await expect(heading(page, CUSTOMER)).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/client-configuration-details\/[^/]+$/);

    await page.goBack();
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(heading(page, CUSTOMER)).toBeVisible();
  });

  test("client configurations: a click anywhere on the row but its menu opens it; the menu stays the row's", async () => {
    const page = shared();
    await showCustomer(page);
    const row = page.getByRole('table').locator('tbody tr').first();
    await row.getByRole('button', { name: `Akcje dla „${CUSTOMER}”` }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Pokaż', 'Usuń']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page).toHaveURL(/\/client-configurations\?/);

    await row.getByRole('cell').first().click();
    await expect(heading(page, CUSTOMER)).toBeVisible();
  });

  test('users: the name opens the edit screen (D28)', async () => {
    const page = shared();
    await page.goto('/admin/users-list');
    await recordLink(page, USER.name).click();
    await expect(heading(page, `Edycja użytkownika: ${USER.name}`)).toBeVisible();
  });

  test('translations: the key opens its edit', async () => {
    const page = shared();
    await page.goto('/settings-translations');
    await recordLink(page, TRANSLATION).click();
    await expect(heading(page, `Edycja tłumaczenia ${TRANSLATION}`)).toBeVisible();
  });

  test('collections: the name opens the collection', async () => {
    const page = shared();
    await page.goto('/collections');
    await page.getByRole('link', { name: COLLECTION.name, exact: true }).first().click();
    await expect(heading(page, COLLECTION.name)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/collection/${COLLECTION.slug}`);
  });

  test('elements: the name opens the element', async () => {
    const page = shared();
    await showElement(page);
    await recordLink(page, ELEMENT).click();
    await expect(heading(page, ELEMENT)).toBeVisible();
  });

  test('kits: the name opens the kit', async () => {
    const page = shared();
    await page.goto(`/collection/${COLLECTION.slug}/sets`);
    await recordLink(page, KIT).click();
    await expect(heading(page, KIT)).toBeVisible();
  });

  test('element categories: the name opens its edit', async () => {
    const page = shared();
    await page.goto(`/collection/${COLLECTION.slug}/categories`);
    await recordLink(page, CATEGORY).click();
    await expect(heading(page, `Edycja kategorii elementów ${CATEGORY}`)).toBeVisible();
  });
});

test.describe('one click on a phone', () => {
  const shared = sharedPage({ viewport: { width: 390, height: 844 } });

  const lists = [
    { list: 'users', path: '/admin/users-list', name: USER.name, opens: `Edycja użytkownika: ${USER.name}` },
    { list: 'translations', path: '/settings-translations', name: TRANSLATION, opens: `Edycja tłumaczenia ${TRANSLATION}` },
    { list: 'kits', path: `/collection/${COLLECTION.slug}/sets`, name: KIT, opens: KIT },
    { list: 'element categories', path: `/collection/${COLLECTION.slug}/categories`, name: CATEGORY, opens: `Edycja kategorii elementów ${CATEGORY}` },
  ];
  for (const { list, path, name, opens } of lists) {
    test(`${list}: the record's link is on screen, a tap opens it`, async () => {
      const page = shared();
      await page.goto(path);
      const link = recordLink(page, name);
      await expect(link).toBeInViewport();
      await link.click();
      await expect(heading(page, opens)).toBeVisible();
    });
  }

  test("elements: the element's link is on screen, a tap opens it", async () => {
    const page = shared();
    await showElement(page);
    await expect(recordLink(page, ELEMENT)).toBeInViewport();
    await recordLink(page, ELEMENT).click();
    await expect(heading(page, ELEMENT)).toBeVisible();
  });

  test('a record opened from far down a list opens at its top; Back returns to the place in the list', async () => {
    const page = shared();
    await page.goto(`/collection/${COLLECTION.slug}/elements`);
    const last = page.getByRole('table').getByRole('link').last();
    const name = (await last.textContent()) ?? '';
    await last.scrollIntoViewIfNeeded();
    const listScroll = await page.evaluate(() => window.scrollY);
    expect(listScroll).toBeGreaterThan(500);
    await last.click();
    await expect(heading(page, name)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(last).toBeInViewport();
  });

  test("collections: the collection's card link is on screen, a tap opens it", async () => {
    const page = shared();
    await page.goto('/collections');
    const collection = page.getByRole('link', { name: COLLECTION.name, exact: true }).first();
    await collection.scrollIntoViewIfNeeded();
    await expect(collection).toBeInViewport();
    await collection.click();
    await expect(heading(page, COLLECTION.name)).toBeVisible();
  });

  test("client configurations: the e-mail sits past the screen's edge, a tap on the row's start opens it", async () => {
    const page = shared();
    await showCustomer(page);
    const row = page.getByRole('table').locator('tbody tr').first();
    await expect(row.getByRole('cell').first()).toBeInViewport();
    await row.getByRole('cell').first().click();
    await expect(heading(page, CUSTOMER)).toBeVisible();
    // Nothing of the page is wider than the phone: the table scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('legacy addresses', () => {
  const shared = sharedPage();

  test("/client-configuration-details/{id} takes the configuration's `_id`; an unknown one is not found", async () => {
    const page = shared();
    const { list } = await rest(page, REST.configurations(`email=${encodeURIComponent(CUSTOMER)}&limit=1`), configurationListSchema);
    const configuration = only(list, 'configuration');
    await opensAt(page, `/client-configuration-details/${configuration._id}`, CUSTOMER);

    await page.goto('/client-configuration-details/00000000-0000-4000-8000-000000000000');
    await expect(heading(page, 'Nie znaleziono konfiguracji')).toBeVisible();
  });

  test("/admin/user/change-password/{id} and /admin/user/edit/{id} take the user's `_id`", async () => {
    const page = shared();
    const { list } = await rest(page, REST.users, userListSchema);
    const user = only(
      list.filter((candidate) => candidate.email === USER.email),
      USER.email,
    );
    await opensAt(page, `/admin/user/change-password/${user._id}`, `Zmiana hasła: ${USER.name}`);
    await opensAt(page, `/admin/user/edit/${user._id}`, `Edycja użytkownika: ${USER.name}`);
  });

  test("/settings-translations/edit/{id} takes the translation's `_id`", async () => {
    const page = shared();
    const { data } = await rest(page, REST.translations, translationListSchema);
    const translation = only(
      data.translations.filter((candidate) => candidate.key === TRANSLATION),
      TRANSLATION,
    );
    await opensAt(page, `/settings-translations/edit/${translation._id}`, `Edycja tłumaczenia ${TRANSLATION}`);
  });

  test("/collection/{slug}/elements/{elementId} and its edit take the element's `_id`", async () => {
    const page = shared();
    const { elements } = await rest(page, REST.elements, elementListSchema);
    const element = only(
      elements.filter((candidate) => candidate.name === ELEMENT),
      ELEMENT,
    );
    await opensAt(page, `/collection/${COLLECTION.slug}/elements/${element._id}`, ELEMENT);
    await opensAt(page, `/collection/${COLLECTION.slug}/elements/edit/${element._id}`, `Edycja elementu ${ELEMENT}`);
  });

  test("/collection/{slug}/sets/{id} takes the kit's `_id`", async () => {
    const page = shared();
    const { kits } = await rest(page, REST.kits, kitListSchema);
    const kit = only(
      kits.filter((candidate) => candidate.name === KIT),
      KIT,
    );
    await opensAt(page, `/collection/${COLLECTION.slug}/sets/${kit._id}`, KIT);
  });

  test("/element-category/update/{id} takes the category's `_id`", async () => {
    const page = shared();
    const { elementCategories } = await rest(page, REST.categories, elementCategoryListSchema);
    const category = only(
      elementCategories.filter((candidate) => candidate.name === CATEGORY),
      CATEGORY,
    );
    await opensAt(page, `/element-category/update/${category._id}`, `Edycja kategorii elementów ${CATEGORY}`);
  });

  test('the {slug} addresses take the slug, as the legacy ones did', async () => {
    const page = shared();
    const { slug, name } = COLLECTION;
    await opensAt(page, `/collection/${slug}`, name);
    await opensAt(page, `/collection/edit/${slug}`, `Edycja kolekcji ${name}`);
    await opensAt(page, `/element-category/create/${slug}`, `Dodaj kategorię elementów — ${name}`);
    await opensAt(page, `/collection/${slug}/sets`, `Zestawy — ${name}`);
  });
});

test.describe('legacy addresses for a salon user', () => {
  const shared = sharedPage({ account: 'salon1' });

  test("/client-configuration-details/{id} takes the `_id` of one of the salon's configurations", async () => {
    const page = shared();
    // The salon's own list (D13): the customer's configurations of this salon or saved online.
    const { list } = await rest(page, REST.configurations(`email=${encodeURIComponent(CUSTOMER)}&limit=1`), configurationListSchema);
    const configuration = only(list, 'configuration');
    await opensAt(page, `/client-configuration-details/${configuration._id}`, CUSTOMER);
  });
});
