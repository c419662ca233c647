import { expect, test } from './session.ts';

// The panel's theme: the system's preference until the header's toggle is pressed, then the stored choice.
test.use({ viewport: { width: 390, height: 844 } });

const scheme = (page: import('@playwright/test').Page) => page.locator('html');

test('the theme follows the system, and the toggle switches it and is remembered after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const toggle = page.getByRole('button', { name: 'Tryb ciemny' });
  // Visible and reachable on a phone, pressed while the dark theme is on.
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const background = () => page.locator('#main').evaluate((main) => getComputedStyle(main).backgroundColor);
  const dark = await background();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await background()).not.toBe(dark);

  // The choice outlives a reload and beats the system's preference, on the login screen too (no Mantine there).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.emulateMedia({ colorScheme: 'light' });
  await toggle.click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('link', { name: 'Wyloguj' }).click();
  await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe('rgb(244, 245, 247)');
});

test("pressed back to the system's own theme, the toggle follows the system again", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/collections');
  const toggle = page.getByRole('button', { name: 'Tryb ciemny' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await toggle.click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // No choice kept: the system's next change is followed at once.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the login screen follows the system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
    const paper = () => page.locator('.login-card').evaluate((card) => getComputedStyle(card).backgroundColor);
    expect(await paper()).toBe('rgb(36, 36, 36)');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await paper()).toBe('rgb(255, 255, 255)');
  });
});
