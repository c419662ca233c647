import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// The axe check of every a11y spec (a11y.spec.ts and the ones of each group of screens), in one place.

// axe-core's own bundle, run in each page as a person's browser extension would run it: evaluated by the
// browser's DevTools protocol, which the panel's CSP (script-src 'self') does not govern, unlike an added script tag.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * What axe checks: every rule, or only the rules that judge colours. A theme changes colours only (the same DOM,
 * other CSS variables), so a screen checked whole in one theme needs only the colour rules in the other.
 */
export type AxeScope = 'all' | 'colours';
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on what the page shows now, or only inside `within` (a CSS selector: a menu or dialog just opened over a
 * screen checked a moment before); answers its violations, each with the elements it found.
 */
export async function violations(page: Page, scope: AxeScope = 'all', within?: string): Promise<Violation[]> {
  // Once per page load: a tour that moves inside the app keeps the first copy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const rules = scope === 'colours' ? COLOUR_RULES : null;
  return page.evaluate(async ([rules, within]) => {
    type Check = { message: string };
    type Node = { target: unknown[]; any: Check[]; all: Check[]; none: Check[] };
    const { axe } = window as unknown as {
      axe: { run(context: Document | { include: string[][] }, options: object): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: Node[] }[] }> };
    };
    // Only the violations' details: axe skips collecting every passed node, a good part of its time per run.
    const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
    const result = await axe.run(within ? { include: [[within]] } : document, options);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      // Where, and why there (axe's own words: the colours and ratio of a contrast failure, say).
      targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')} [${[...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ')}]`),
    }));
  }, [rules, within ?? null] as const);
}

/** One line per violation, so a failure reads as a list: screen, rule, impact, what it is, where. */
export const readable = (found: Record<string, Violation[]>) =>
  Object.entries(found).flatMap(([screen, list]) => list.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.join(', ')}`));

export type ColorScheme = 'light' | 'dark';
export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/**
 * Sets the system's theme, which the panel follows until its toggle is used (no reload: Mantine listens to the
 * media query); done once the panel has switched.
 */
export async function emulateScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Waits until `selector`'s own transitions (a fade, a slide) have ended: axe judges colours as a person sees them. */
async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => [...document.querySelectorAll(css)].every((element) => element.getAnimations().length === 0), selector);
}

/** What `violationsWithOpenStates` opens: a desktop tour the row menus and the palette, a phone tour its burger menu. */
export type OpenStates = 'desktop' | 'phone';

export interface OpenStatesOptions {
  /** `colours` in the second theme of a screen checked whole in the first. */
  scope?: AxeScope;
  /**
   * Whether the shell's own states are opened too: the command palette on the desktop, the burger's menu on a phone.
   * They depend on the context (the panel or a collection, the account), not on the screen, so a tour opens them
   * once per context rather than on every screen.
   */
  shell?: boolean;
}

/**
 * axe on the screen as it is, then with what a person opens there, each closed again with Escape. On the desktop:
 * the first row's actions menu ('Akcje dla „…”') and its delete dialog (never confirmed), and the command palette
 * unless told not to. On a phone the burger's menu when told to (the same menus and dialogs are not checked twice:
 * the colours do not change with the width). Answers the violations by state, each named `screen` and what was open.
 */
export async function violationsWithOpenStates(
  page: Page,
  screen: string,
  states: OpenStates,
  { scope = 'all', shell = true }: OpenStatesOptions = {},
): Promise<Record<string, Violation[]>> {
  // The screen whole, then each state only where it opened: the rest of the page is what was just checked.
  const check = (on: Page, within?: string) => violations(on, scope, within);
  const found: Record<string, Violation[]> = { [screen]: await check(page) };
  if (states === 'phone') {
    if (!shell) return found;
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
    await settled(page, '#app-navbar');
    found[`${screen} + menu`] = await check(page, '#app-navbar');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await settled(page, '#app-navbar');
    return found;
  }

  const actions = page.getByRole('button', { name: /^Akcje dla „/ }).first();
  if (await actions.isVisible()) {
    await actions.click();
    const menu = page.getByRole('menu');
    await expect(menu).toHaveCSS('opacity', '1');
    await settled(page, '[role="menu"]');
    found[`${screen} + menu akcji`] = await check(page, '[role="menu"]');
    const remove = menu.getByRole('menuitem', { name: 'Usuń', exact: true });
    if ((await remove.count()) > 0 && (await remove.isEnabled())) {
      await remove.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCSS('opacity', '1');
      // The menu fades out as the dialog opens: axe judges the dialog, not a menu half gone.
      await expect(menu).toHaveCount(0);
      await settled(page, '[role="dialog"], .mantine-Modal-overlay');
      found[`${screen} + usuwanie`] = await check(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    } else {
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
  }

  if (!shell) return found;
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Szukaj w panelu' });
  await expect(dialog).toHaveCSS('opacity', '1');
  await settled(page, '[role="dialog"], .mantine-Modal-overlay');
  found[`${screen} + wyszukiwarka`] = await check(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return found;
}
