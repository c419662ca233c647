import type { Locator, Page } from '@playwright/test';
import { violations } from './axe.ts';
import { expect, test } from './session.ts';
import { unique, type SeededCollection } from './seed.ts';

// On a phone (390 × 844) a list's row is a card (ui/ListTable.tsx): the record's name, its key figures and its '⋯'
// are on the first screen without a sideways scroll. The lists are of records this spec seeds: a copy of manhattan,
// a salon named to sort first, and a design for salon1's salon whose long e-mail must wrap after '@' or '.' only.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const SALON1 = 'Salon Meblowy Kraków';
const CITY = 'Konstancin-Jeziorna';
let collection: SeededCollection;
let marker: string;
/** No hyphen in it: a hyphen is a break chance of its own, and the e-mail must break at its '@' and dots only. */
const emailOf = (mark: string) => `aleksandra.wisniewska.${mark}@salonmeblowy.example.test`;

test.beforeAll(async ({ seed }) => {
  collection = await seed.collection('Telefon').copyOf('manhattan').create();
  // 'Aaa' sorts before the demo's and other specs' salons: the list's first row.
  await seed.salon('Aaa Telefon').city(CITY).create();
  marker = unique('telefon').replace(' ', '');
  await seed.configuration(emailOf(marker), await seed.salonId(SALON1));
});

/** The page is as wide as the screen: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
}

/** Each part lies wholly on the first screen: inside 0..390 across and 0..844 down, the page not scrolled. */
async function expectOnFirstScreen(parts: Record<string, Locator>): Promise<void> {
  for (const [what, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    expect(box, `${what} is shown`).not.toBeNull();
    const { x, y, width, height } = box!;
    expect({ what, left: x >= 0, right: x + width <= PHONE.width, top: y >= 0, bottom: y + height <= PHONE.height }).toEqual({
      what,
      left: true,
      right: true,
      top: true,
      bottom: true,
    });
  }
}

/** The element's text as the browser laid it out, one string per line (a line starts where a character drops lower). */
function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let top: number | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const char = node.data.charAt(i);
        if (top === null || rect.top > top + rect.height / 2) lines.push(char);
        else lines.push(`${lines.pop() ?? ''}${char}`);
        top = rect.top;
      }
    }
    return lines;
  });
}

/** The e-mail wraps, and only after an '@' or a '.': every line but the last ends with one. */
async function expectBreaksAfterAtOrDot(element: Locator, email: string): Promise<void> {
  const lines = await linesOf(element);
  expect(lines.join('')).toBe(email);
  expect(lines.length, `${lines.join(' / ')} wraps`).toBeGreaterThan(1);
  expect(lines.slice(0, -1).filter((line) => !/[@.]$/.test(line)), lines.join(' / ')).toEqual([]);
}

/** The list's first body row, once the list is shown. */
async function firstRow(page: Page): Promise<Locator> {
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toBeVisible();
  return row;
}

test.describe('a salon user', () => {
  test.use({ account: 'salon1' });

  test("the client configurations list shows each design's e-mail, collection, kits, date and '⋯' on a phone", async ({ page }) => {
    const email = emailOf(marker);
    await page.goto(`/client-configurations?email=${marker}`);
    const row = await firstRow(page);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    const cells = row.getByRole('cell');
    // Salon, Kolekcja, Dane klienta, Zestawy, Utworzono, Akcje: the table's own cells, in its columns' order.
    await expect(cells).toHaveText([SALON1, 'Manhattan', email, 'Sofa E2E', /\d{4}, \d\d:\d\d$/, '⋯']);
    await expectNoSidewaysScroll(page);
    await expectOnFirstScreen({
      'the e-mail': row.getByRole('link', { name: email }),
      'the salon': cells.nth(0),
      'the collection': cells.nth(1),
      'the kits': cells.nth(3),
      'the date': cells.nth(4),
      "the '⋯'": row.getByRole('button', { name: `Akcje dla „${email}”` }),
    });
    await expectBreaksAfterAtOrDot(row.getByRole('link', { name: email }), email);

    await row.getByRole('link', { name: email }).click();
    const heading = page.getByRole('heading', { level: 1, name: email });
    await expect(heading).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectBreaksAfterAtOrDot(heading, email);
    await expectBreaksAfterAtOrDot(page.getByRole('definition').filter({ hasText: email }), email);

    // Each line of a kit is a card too: its price is on the screen's width, not past its edge.
    const line = page.getByRole('table', { name: /^Elementy zestawu/ }).first().getByRole('row').nth(1);
    await line.scrollIntoViewIfNeeded();
    const price = line.getByRole('cell').last();
    await expect(price).toHaveText(/zł$/);
    const box = (await price.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
  });
});

test("the elements list shows each element's category, price A in one line with 'zł', and '⋯' on a phone", async ({ page }) => {
  await page.goto(`/collection/${collection.slug}/elements`);
  const row = await firstRow(page);
  const name = (await row.getByRole('rowheader').textContent()) ?? '';
  const cells = row.getByRole('cell');
  // Kategoria, Ikona, Cena A, Dostępny, actions.
  await expect(cells.nth(2)).toHaveText(/^\d[\d ]*,\d\d zł$/);
  await expectNoSidewaysScroll(page);
  await expectOnFirstScreen({
    'the name': row.getByRole('rowheader').getByRole('link', { name }),
    'the category': cells.nth(0),
    'the price A': cells.nth(2),
    "the '⋯'": row.getByRole('button', { name: `Akcje dla „${name}”` }),
  });
  expect(await linesOf(cells.nth(2))).toHaveLength(1);

  // The card's menu and its delete dialog on a phone, for axe as on a desktop.
  await row.getByRole('button', { name: `Akcje dla „${name}”` }).click();
  await expect(page.getByRole('menuitem', { name: 'Usuń' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: `Akcje dla „${name}”` })).toBeFocused();
});

test("the users list shows each user's e-mail, city, salon and '⋯' on a phone", async ({ page }) => {
  await page.goto('/admin/users-list');
  const row = await firstRow(page);
  // This worker's salon or another worker's: a salon 'Aaa Telefon …', with an e-mail, a city and a salon name.
  await expect(row.getByRole('rowheader')).toHaveText(/^Aaa Telefon /);
  const name = (await row.getByRole('rowheader').textContent()) ?? '';
  const cells = row.getByRole('cell');
  await expect(cells).toHaveText([/^aaa-telefon-.+@example\.test$/, CITY, 'Nie', name, '⋯']);
  await expectNoSidewaysScroll(page);
  await expectOnFirstScreen({
    'the name': row.getByRole('link', { name }),
    'the e-mail': cells.nth(0),
    'the city': cells.nth(1),
    'the salon': cells.nth(3),
    "the '⋯'": row.getByRole('button', { name: `Akcje dla „${name}”` }),
  });
});

test("the element categories list shows each category's English name, order and '⋯' on a phone", async ({ page }) => {
  await page.goto(`/collection/${collection.slug}/categories`);
  const row = await firstRow(page);
  const name = (await row.getByRole('rowheader').textContent()) ?? '';
  expect(collection.elementCategories.map((category) => category.name)).toContain(name);
  const cells = row.getByRole('cell');
  await expectNoSidewaysScroll(page);
  await expectOnFirstScreen({
    'the name': row.getByRole('link', { name }),
    'the English name': cells.nth(0),
    'the order': cells.nth(1),
    "the '⋯'": row.getByRole('button', { name: `Akcje dla „${name}”` }),
  });
});

test("a kit's elements show each element's category, price A and '⋯' on a phone", async ({ page }) => {
  const kit = collection.kits[0]!;
  await page.goto(`/collection/${collection.slug}/sets/${kit._id}`);
  await expect(page.getByRole('heading', { level: 1, name: kit.name })).toBeVisible();
  const row = page.getByRole('table', { name: `Elementy zestawu ${kit.name}` }).getByRole('row').nth(1);
  await row.scrollIntoViewIfNeeded();
  const name = (await row.getByRole('rowheader').textContent()) ?? '';
  const cells = row.getByRole('cell');
  // Lp., Kategoria, Cena A, actions.
  await expect(cells.nth(2)).toHaveText(/^\d[\d ]*,\d\d zł$/);
  await expectNoSidewaysScroll(page);
  for (const part of [row.getByRole('rowheader').getByRole('link', { name }), cells.nth(1), cells.nth(2), row.getByRole('button', { name: `Akcje dla „1. ${name}”` })]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
});
