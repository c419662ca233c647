import { expect, test } from './session.ts';

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('an integrator opens GraphiQL, sets a bearer token and queries viewer', async ({ page, request }) => {
    const answer = await request.post('/graphql', {
      data: {
        query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInPayload { token } } }',
        variables: { e: 'admin@example.com', p: 'Admin12345!' },
      },
    });
    const token = ((await answer.json()) as { data: { signIn: { token: string } } }).data.signIn.token;

    await page.goto('/graphql');
    await expect(page.getByText('Konfigurator 3D — GraphQL')).toBeVisible();
    // The default tab shows how to get a token (signIn) and where it goes.
    await expect(page.locator('.graphiql-query-editor')).toContainText('signIn(email:');
    await expect(page.locator('.graphiql-query-editor')).toContainText('"Authorization": "Bearer <token>"');
    await page.getByText('Headers', { exact: true }).click();
    // The headers editor is the second code editor on the page; insertText avoids its auto-closing quotes.
    await page.locator('.graphiql-editor-tool .monaco-editor').last().click();
    await page.keyboard.insertText(`{"Authorization": "Bearer ${token}"}`);
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect(page.locator('.graphiql-response')).toContainText('"name": "Administrator"');
    await expect(page.locator('.graphiql-response')).toContainText('"isAdmin": true');
  });
});

test('signed in to the panel, GraphiQL opens with that session: Docs and the viewer at once, nothing pasted', async ({ page }) => {
  await page.goto('/graphql');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"name": "Administrator"');
  // The schema loaded with the session: the documentation explorer lists the graph's root types.
  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query');
  await expect(page.locator('.graphiql-doc-explorer')).toContainText('Mutation');
});
