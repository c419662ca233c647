import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './session.ts';

// The panel sends persisted operation ids, never GraphQL text; the server's pages carry the browser headers
// and the panel and GraphiQL run under their Content-Security-Policy without a single violation.

// Signed out: the first test signs in through the form, the second needs no session.
test.use({ storageState: { cookies: [], origins: [] } });

const persisted = JSON.parse(readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;

/** Every POST body the page sends to /graphql, and every CSP violation it reports, from now on. */
function watch(page: Page): { bodies: Record<string, unknown>[]; violations: string[] } {
  const bodies: Record<string, unknown>[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { bodies, violations };
}

test('the panel signs in and works with operation ids only, under its CSP', async ({ page }) => {
  const { bodies, violations } = watch(page);
  await page.goto('/');
  await page.getByLabel('Login').fill('admin@example.com');
  await page.getByLabel('Hasło').fill('Admin12345!');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('heading', { name: 'Kolekcje', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Manhattan' }).first().click();
  await expect(page).toHaveURL(/\/collection\/manhattan/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The sign-in, the shell and the two screens at least; each one an id from the map, with no text beside it.
  expect(bodies.length).toBeGreaterThanOrEqual(4);
  for (const body of bodies) {
    expect(Object.keys(body).sort()).toEqual(['documentId', 'variables']);
    expect(persisted[String(body.documentId)]).toBeDefined();
  }
  expect(persisted[String(bodies[0]?.documentId)]).toContain('mutation LoginScreenSignInMutation');
  expect(violations).toEqual([]);
});

test('the server refuses an anonymous document of its own, and answers pages with the browser headers', async ({ page, request }) => {
  const refused = await request.post('/graphql', { data: { query: '{ a: __typename b: __typename }' } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  const form = await request.post('/graphql', { form: { query: '{ __typename }' } });
  expect(form.status()).toBe(415);

  for (const path of ['/', '/collections', '/graphql']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('same-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['access-control-allow-origin'], path).toBeUndefined();
  }

  // GraphiQL loads and runs under its policy (inline script by hash, editor workers from blob:).
  const { violations } = watch(page);
  await page.goto('/graphql');
  await expect(page.getByText('Konfigurator 3D — GraphQL')).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('signIn(email:');
  expect(violations).toEqual([]);
});
