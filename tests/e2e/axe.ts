import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

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

/** Runs axe on what the page shows now; answers its violations, each with the elements it found. */
export async function violations(page: Page): Promise<Violation[]> {
  // Once per page load: a tour that moves inside the app keeps the first copy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
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
export const readable = (found: Record<string, Violation[]>) =>
  Object.entries(found).flatMap(([screen, list]) => list.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.join(', ')}`));
