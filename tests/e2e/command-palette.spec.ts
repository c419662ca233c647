import { expect, openSignedIn, test } from './session.ts';

test('Ctrl+K, a few letters of an element and Enter land on the element’s screen', async ({ page }) => {
  await openSignedIn(page);
  await page.keyboard.press('Control+K');
  const field = page.getByRole('textbox', { name: 'Szukaj kolekcji, elementów i konfiguracji klientów' });
  await expect(field).toBeFocused();
  await field.pressSequentially('fotel usz');
  await expect(page.getByRole('group', { name: 'Elementy' }).getByRole('button', { name: /^Fotel uszak/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collection\/zurawina\/elements\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fotel uszak' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
