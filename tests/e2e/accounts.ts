import type { Page } from '@playwright/test';

// Accounts other than the demo ones session.ts keeps signed in: a user a spec creates or deletes. Each sign-in
// through the form is a production-cost scrypt check; specs use it only where the sign-in is what they test.

/** Fills the login form with any account's e-mail and password and submits it (the spec checks where it lands). */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
}
