import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

// axe-core's own bundle, injected into each page as a person's browser extension would run it.
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe on what the page shows now; answers its violations, each with the elements it found. */
async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    type Check = { message: string };
    type Node = { target: unknown[]; any: Check[]; all: Check[]; none: Check[] };
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: Node[] }[] }> } };
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      // Where, and why there (axe's own words: the colours and ratio of a contrast failure, say).
      targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')} [${[...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ')}]`),
    }));
  });
}

/** One line per violation, so a failure reads as a list: screen, rule, impact, what it is, where. */
const readable = (found: Record<string, Violation[]>) =>
  Object.entries(found).flatMap(([screen, list]) => list.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.join(', ')}`));

// A fresh browser: the login screen is one of the screens, and the test signs in through it once. The panel's
// Content-Security-Policy refuses inline scripts; an extension's script is not the page's, so axe is let in.
test.use({ storageState: { cookies: [], origins: [] }, bypassCSP: true });

test('axe finds no violations on the main screens at desktop width', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const found: Record<string, Violation[]> = {};
  const check = async (screen: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found[screen] = await violations(page);
  };
  const visit = async (screen: string, path: string) => {
    await page.goto(path);
    await check(screen);
  };
  /** The address of the first link in the page's table that leads to a record of this kind. */
  const firstRecord = async (pattern: RegExp) => {
    const hrefs = await page.getByRole('table').first().getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((candidate) => pattern.test(candidate));
    if (!href) throw new Error(`no link matching ${pattern} in ${hrefs.join(', ')}`);
    return href;
  };

  await page.goto('/');
  await check('logowanie');
  await page.getByLabel('Login').fill('admin@example.com');
  await page.getByLabel('Hasło').fill('Admin12345!');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await check('kolekcje');

  await visit('kolekcja', '/collection/manhattan');
  await visit('edycja kolekcji', '/collection/edit/manhattan');
  await visit('kategorie elementów', '/collection/manhattan/categories');
  await visit('elementy', '/collection/manhattan/elements');
  const element = await firstRecord(/\/collection\/manhattan\/elements\/[^/]+$/);
  await visit('element', element);
  await visit('edycja elementu', element.replace('/elements/', '/elements/edit/'));
  await visit('zestawy', '/collection/manhattan/sets');
  await visit('zestaw', await firstRecord(/\/collection\/manhattan\/sets\/[^/]+$/));
  await visit('rabaty', '/collection/manhattan/discounts');
  await visit('konfiguracje klientów', '/client-configurations');
  // A configuration's row links to it from its action menu ('Pokaż').
  await page.getByRole('table').getByRole('button', { name: /^Akcje dla/ }).first().click();
  const configuration = await page.getByRole('menuitem', { name: 'Pokaż' }).getAttribute('href');
  expect(configuration).toMatch(/\/client-configuration-details\/[^/]+$/);
  await page.keyboard.press('Escape');
  await visit('konfiguracja klienta', configuration ?? '');

  // The command palette open with results, over a screen.
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Szukaj kolekcji, elementów i konfiguracji klientów' }).fill('fotel');
  await expect(page.getByRole('group', { name: 'Elementy' })).toBeVisible();
  // Measured once the dialog has faded in: mid-transition its text is not yet at full contrast.
  await expect(page.getByRole('dialog', { name: 'Szukaj w panelu' })).toHaveCSS('opacity', '1');
  found['wyszukiwarka (Ctrl+K)'] = await violations(page);

  expect(readable(found)).toEqual([]);
});
