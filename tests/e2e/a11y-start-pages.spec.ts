import { readable, violations, type Violation } from './axe.ts';
import { expect, openSignedIn, test } from './session.ts';

// axe is injected as a script, as a browser extension would be: the panel's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

// The start pages under the same axe check as the main screens (a11y.spec.ts), at desktop and phone width.
test('axe finds no violations on the dashboard, the settings index and the content menu, which fit a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page);
  const found: Record<string, Violation[]> = {};
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [screen, path] of [['pulpit', '/dashboard'], ['ustawienia', '/settings'], ['dodanie zawartości', '/add']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      found[`${screen} (${width} px)`] = await violations(page);
      // And nothing wider than the window (phone.spec.ts's rule): no sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
  expect(readable(found)).toEqual([]);
});
