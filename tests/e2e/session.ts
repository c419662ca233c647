import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@meble/domain/session';
import { Seed } from './seed.ts';

// Signing in through the form costs a page load and a production-cost scrypt check: each worker does it once per
// demo account and every test's page starts with that browser storage (the token and `appUser` in localStorage,
// as the web stores them). sign-in.spec.ts tests the form itself and keeps signing in through it.

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const DEMO_LOGINS = {
  admin: { email: 'admin@example.com', password: 'Admin12345!', landing: /\/collections$/ },
  salon1: { email: 'salon1@example.com', password: 'Salon12345!', landing: /\/client-configurations$/ },
} as const;
type DemoLogin = keyof typeof DEMO_LOGINS;

/** Fills the login form and waits for the account's landing page. */
async function signInThroughForm(page: Page, account: DemoLogin): Promise<void> {
  const { email, password, landing } = DEMO_LOGINS[account];
  await page.goto('/');
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * A cold load of the app in a new browser context costs about 3.5 s of CPU, several times a reload in a page that
 * has loaded it before (its scripts in the memory cache, compiled once): most of a short test. So each worker keeps
 * one page per set of context options (account, viewport, CSP) and lends it to test after test. Between tests the
 * page is put back as a new one would be: the listeners and routes a test added are removed, the app is left for
 * `/healthz` (which ends its requests), the storage and cookies are those of the account's session again, and the
 * viewport is the option's. A test that failed gets its page closed, so the next one starts in a new context.
 */
async function resetPage(page: Page, state: StorageState, viewport: BrowserContextOptions['viewport']): Promise<void> {
  await page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const context = page.context();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/healthz');
  const { origin } = new URL(page.url());
  const items = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await context.clearCookies();
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
  if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
}

interface Sessions {
  /** The browser storage of a signed-in account, made once per worker. */
  of(account: DemoLogin): Promise<StorageState>;
}

export const test = base.extend<{ account: DemoLogin }, { sessions: Sessions; seed: Seed; lentPages: Map<string, Page> }>({
  /** Whose session the test's page starts with: `test.use({ account: 'salon1' })`. */
  account: ['admin', { option: true }],
  sessions: [
    async ({ browser }: { browser: Browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const made = new Map<DemoLogin, Promise<StorageState>>();
      await use({
        of(account) {
          let state = made.get(account);
          if (!state) {
            state = (async () => {
              const context = await browser.newContext({ baseURL, storageState: undefined });
              try {
                await signInThroughForm(await context.newPage(), account);
                return await context.storageState();
              } finally {
                await context.close();
              }
            })();
            made.set(account, state);
          }
          return state;
        },
      });
    },
    { scope: 'worker' },
  ],
  /** The worker's test kit (seed.ts): REST calls with the administrator's session, for `beforeAll` and tests alike. */
  seed: [
    async ({ sessions, playwright }, use, workerInfo) => {
      const state = await sessions.of('admin');
      const token = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === TOKEN_STORAGE_KEY)?.value;
      if (!token) throw new Error('the administrator session holds no token');
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${token}` },
      });
      await use(new Seed(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, sessions }, use) => use(await sessions.of(account)),
  /** The worker's pages, one per set of context options, lent to its tests in turn (`resetPage`). */
  lentPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      if (browser.isConnected()) for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, lentPages, storageState, viewport, bypassCSP, locale, baseURL }, use, testInfo) => {
    const state: StorageState = typeof storageState === 'object' ? storageState : { cookies: [], origins: [] };
    const options = { baseURL, locale, viewport, bypassCSP, storageState: state };
    const key = JSON.stringify(options);
    let page = lentPages.get(key);
    if (!page || page.isClosed()) {
      page = await (await browser.newContext(options)).newPage();
      lentPages.set(key, page);
    }
    await use(page);
    const reusable = testInfo.status === 'passed' && !page.isClosed();
    if (reusable) {
      try {
        await resetPage(page, state, viewport);
        return;
      } catch {
        // A page that cannot be put back is not lent again.
      }
    }
    lentPages.delete(key);
    await page.context().close();
  },
});

/** Opens the account's landing page with the worker's session (the test's page already holds it). */
export async function openSignedIn(page: Page, account: DemoLogin = 'admin'): Promise<void> {
  await page.goto(account === 'admin' ? '/collections' : '/client-configurations');
  await expect(page).toHaveURL(DEMO_LOGINS[account].landing);
  // The address changes before the signed-in shell has rendered: a person acts once the page is on screen.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * One page for all the tests of the `test.describe` that calls this, run in order: tests that each open an address
 * and follow a link need neither a browser context nor a cold load of the app of their own, which cost more than
 * the rest of such a test. A failing test skips the rest of its describe.
 */
export function sharedPage(options: { account?: DemoLogin; viewport?: { width: number; height: number } } = {}): () => Page {
  test.describe.configure({ mode: 'serial' });
  let page: Page | undefined;
  test.beforeAll(async ({ browser, sessions }, testInfo) => {
    const { baseURL, locale, viewport } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL,
      locale,
      viewport: options.viewport ?? viewport,
      storageState: await sessions.of(options.account ?? 'admin'),
    });
    page = await context.newPage();
  });
  test.afterAll(async () => page?.context().close());
  return () => {
    if (!page) throw new Error('sharedPage: the describe has not started');
    return page;
  };
}

export { expect };
