import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type StoredUser } from '@meble/domain/session';
import type { SignInAnswer } from '@meble/domain/auth';
import { Seed } from './seed.ts';

// Every test's page starts signed in as its account, with the browser storage the web writes after a sign-in (the
// token and `appUser` in localStorage). Each worker signs in once per demo account through the REST call the form
// makes; sign-in.spec.ts tests the form itself and keeps signing in through it.

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Viewport = BrowserContextOptions['viewport'];

const DEMO_LOGINS = {
  admin: { email: 'admin@example.com', password: 'Admin12345!', landing: /\/collections$/ },
  salon1: { email: 'salon1@example.com', password: 'Salon12345!', landing: /\/client-configurations$/ },
} as const;
type DemoLogin = keyof typeof DEMO_LOGINS;

/** What a browser context cannot change once made: pages differing in these are never lent to each other. */
interface ContextOptions {
  baseURL: string | undefined;
  locale: string | undefined;
  bypassCSP: boolean | undefined;
}

/**
 * A cold load of the app in a new browser context costs about 3.5 s of CPU, several times a reload in a page that
 * has loaded it before (its scripts in the memory cache, compiled once): most of a short test. So each worker keeps
 * its pages and lends them to test after test, and to each `sharedPage` describe. The account and the viewport are
 * set on the page it is lent with (`prepare`), so one page serves every account and width. When it comes back, the
 * listeners and routes a test added are removed and the app is left for `/healthz`, which ends its requests. A
 * page whose test failed is closed, so the next one starts in a new context.
 */
class LentPages {
  readonly #idle = new Map<string, Page[]>();
  /** Each page's context options, as a key of `#idle`. */
  readonly #keys = new WeakMap<Page, string>();

  constructor(private readonly browser: Browser) {}

  async take(options: ContextOptions, state: StorageState, viewport: Viewport): Promise<Page> {
    const key = JSON.stringify(options);
    let page = this.#idle.get(key)?.pop();
    while (page?.isClosed()) page = this.#idle.get(key)?.pop();
    if (!page) {
      page = await (await this.browser.newContext({ ...options, ...(viewport ? { viewport } : {}) })).newPage();
      this.#keys.set(page, key);
    }
    await prepare(page, state, viewport);
    return page;
  }

  async giveBack(page: Page, reusable: boolean): Promise<void> {
    const key = this.#keys.get(page);
    if (reusable && key && !page.isClosed()) {
      try {
        await page.removeAllListeners();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.context().unrouteAll({ behavior: 'ignoreErrors' });
        await page.goto('/healthz');
        this.#idle.set(key, [...(this.#idle.get(key) ?? []), page]);
        return;
      } catch {
        // A page that cannot be put back is not lent again.
      }
    }
    if (!page.isClosed()) await page.context().close();
  }

  async closeAll(): Promise<void> {
    if (!this.browser.isConnected()) return;
    for (const pages of this.#idle.values()) for (const page of pages) await page.context().close();
  }
}

/** Sets a page as a new one with these options would be: the account's storage and cookies, the viewport. */
async function prepare(page: Page, state: StorageState, viewport: Viewport): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/healthz');
  const { origin } = new URL(page.url());
  const items = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  const context = page.context();
  await context.clearCookies();
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
  if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
  // A test that emulated the system's dark theme or reduced motion hands the page back as a new one starts.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

interface Sessions {
  /** The browser storage of a signed-in account, made once per worker. */
  of(account: DemoLogin): Promise<StorageState>;
}

/** A second person's browser in the same test: signed in as a demo account, or signed out (`null`). */
export type AnotherPage = (account: DemoLogin | null) => Promise<Page>;

export const test = base.extend<{ account: DemoLogin; anotherPage: AnotherPage }, { sessions: Sessions; seed: Seed; lentPages: LentPages }>({
  /** Whose session the test's page starts with: `test.use({ account: 'salon1' })`. */
  account: ['admin', { option: true }],
  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the project has no baseURL');
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
      const made = new Map<DemoLogin, Promise<StorageState>>();
      await use({
        of(account) {
          let state = made.get(account);
          if (!state) {
            state = (async () => {
              const { email, password } = DEMO_LOGINS[account];
              const response = await api.post('/api/authentication/sign-in', { data: { email, password } });
              if (!response.ok()) throw new Error(`signing in as ${email}: ${response.status()} ${await response.text()}`);
              const { accessToken, user } = (await response.json()) as SignInAnswer;
              const stored: StoredUser = { name: user.name, isSalon: user.isSalon, email: user.email };
              const localStorage = [
                { name: TOKEN_STORAGE_KEY, value: accessToken },
                { name: USER_STORAGE_KEY, value: JSON.stringify(stored) },
              ];
              return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] };
            })();
            made.set(account, state);
          }
          return state;
        },
      });
      await api.dispose();
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
        // A connection per call: a kept-alive one that the server closes after 5 idle seconds can be reused at the
        // moment it closes, and the call then fails with ECONNRESET.
        extraHTTPHeaders: { authorization: `Bearer ${token}`, connection: 'close' },
      });
      await use(new Seed(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, sessions }, use) => use(await sessions.of(account)),
  lentPages: [
    async ({ browser }, use) => {
      const pages = new LentPages(browser);
      await use(pages);
      await pages.closeAll();
    },
    { scope: 'worker' },
  ],
  page: async ({ lentPages, storageState, viewport, bypassCSP, locale, baseURL }, use, testInfo) => {
    const state: StorageState = typeof storageState === 'object' ? storageState : { cookies: [], origins: [] };
    const page = await lentPages.take({ baseURL, locale, bypassCSP: bypassCSP ?? false }, state, viewport);
    await use(page);
    await lentPages.giveBack(page, testInfo.status === 'passed');
  },
  /** Pages for other people at other computers, lent like the test's own (a context of their own, made once per worker). */
  anotherPage: async ({ lentPages, sessions, viewport, bypassCSP, locale, baseURL }, use, testInfo) => {
    const taken: Page[] = [];
    await use(async (account) => {
      const state: StorageState = account ? await sessions.of(account) : { cookies: [], origins: [] };
      const page = await lentPages.take({ baseURL, locale, bypassCSP: bypassCSP ?? false }, state, viewport);
      taken.push(page);
      return page;
    });
    for (const page of taken) await lentPages.giveBack(page, testInfo.status === 'passed');
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
  let passed = true;
  test.beforeAll(async ({ lentPages, sessions }, testInfo) => {
    const { baseURL, locale, viewport } = testInfo.project.use;
    page = await lentPages.take({ baseURL, locale, bypassCSP: false }, await sessions.of(options.account ?? 'admin'), options.viewport ?? viewport);
  });
  // eslint-disable-next-line no-empty-pattern -- Playwright sets up the fixtures this pattern names: none here.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== 'passed') passed = false;
  });
  test.afterAll(async ({ lentPages }) => {
    if (page) await lentPages.giveBack(page, passed);
  });
  return () => {
    if (!page) throw new Error('sharedPage: the describe has not started');
    return page;
  };
}

export { expect };
