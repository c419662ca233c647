import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@meble/domain/session';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { expect, test } from './session.ts';

// The element form's file pickers on a collection of this spec's own, with a model and an icon it uploads itself
// under names no other test uses.
let createPath: string;
let categoryName: string;
let model: string;
let iconOriginal: string;
let iconName: string;

/** The smallest valid binary glTF: a header and a JSON chunk naming the asset's version. */
function glb(): Buffer {
  let json = JSON.stringify({ asset: { version: '2.0' }, scenes: [{ nodes: [] }], scene: 0 });
  while (json.length % 4 !== 0) json += ' ';
  const chunk = Buffer.from(json, 'utf8');
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + chunk.length, 8);
  header.writeUInt32LE(chunk.length, 12);
  header.write('JSON', 16, 'ascii');
  return Buffer.concat([header, chunk]);
}

const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2a6"/></svg>';

test.beforeAll(async ({ seed, sessions, playwright }, workerInfo) => {
  const { slug } = await seed.collection('Pliki').create();
  createPath = `/collection/${slug}/elements/create`;
  categoryName = 'Pufy';
  await seed.call('post', '/api/cms/element-category/create', { collectionSlug: slug, name: categoryName, name_en: 'Poufs', displayOrd: 1, available: true });

  // Uploads are multipart (spec part 1 §7), which the seed's JSON calls do not send.
  const state = await sessions.of('admin');
  const token = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === TOKEN_STORAGE_KEY)?.value;
  const api = await playwright.request.newContext({
    baseURL: workerInfo.project.use.baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token ?? ''}`, connection: 'close' },
  });
  const suffix = randomBytes(3).toString('hex');
  model = `picker-e2e-${suffix}.glb`;
  iconOriginal = `ikona-e2e-${suffix}.svg`;
  const upload = async (path: string, name: string, mimeType: string, buffer: Buffer) => {
    const response = await api.post(path, { multipart: { file: { name, mimeType, buffer } } });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: { name: string } }).data.name;
  };
  await upload('/api/upload/cloud/model', model, 'model/gltf-binary', glb());
  iconName = await upload('/api/upload/cloud/icon', iconOriginal, 'image/svg+xml', Buffer.from(ICON_SVG));
  await api.dispose();
});

/** A details row (dt) and its value (dd). */
const detail = (page: Page, term: string) => page.locator('dl.details').locator(`dt:text-is("${term}") + dd`);

/** Every field of a valid pouf but its files. */
async function fillPouf(page: Page, name: string) {
  await page.getByLabel('Nazwa (indeks)').fill(name);
  await page.getByLabel('Kategoria').selectOption({ label: categoryName });
  await page.getByLabel('Lewa').check();
  await page.getByLabel('Kąt').fill('90');
  await page.getByLabel('Szerokość (dx)').fill('60');
  await page.getByLabel('Głębokość (dy)').fill('60');
  await page.getByLabel('Wysokość (dz)').fill('45');
  await page.getByLabel('Cena A').fill('500');
}

test('the element form takes a model and an icon from the uploaded files, and the element shows them', async ({ page }) => {
  await page.goto(createPath);
  const name = `Puf z pliku ${randomBytes(2).toString('hex')}`;
  await fillPouf(page, name);

  const modelBox = page.getByRole('combobox', { name: 'Plik modelu' });
  // Each picker links to its kind's upload screen.
  await expect(page.getByRole('link', { name: 'Prześlij nowy plik' }).first()).toHaveAttribute('href', '/models/upload');
  await modelBox.click();
  // The server searches from 3 characters: the model's unique part finds it alone.
  await modelBox.fill(model.slice(0, -4));
  const modelOption = page.getByRole('option', { name: model });
  await expect(modelOption).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  // By keyboard: the first option, then Enter.
  await modelBox.press('ArrowDown');
  await modelBox.press('Enter');
  await expect(modelBox).toHaveValue(model);

  const iconBox = page.getByRole('combobox', { name: 'Ikona' });
  await iconBox.click();
  await iconBox.fill(iconOriginal.slice(0, -4));
  // The icon is stored under a generated name; its option says the name it was uploaded with too.
  const iconOption = page.getByRole('option', { name: new RegExp(iconOriginal.replace('.', '\\.')) });
  await expect(iconOption.locator('img')).toBeVisible();
  await iconOption.click();
  await expect(iconBox).toHaveValue(iconName);

  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(detail(page, 'Plik modelu')).toContainText(model);
  const icon = detail(page, 'Ikona').getByRole('img', { name: `Ikona elementu ${name}` });
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The 3D viewer's chunk loads only when the preview is asked for; then it fetches the element's model.
  await expect(page.locator('model-viewer')).toHaveCount(0);
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === `/uploads/model/${model}`);
  await detail(page, 'Plik modelu').getByRole('button', { name: 'Podgląd 3D' }).click();
  await expect(page.locator('model-viewer')).toHaveCount(1);
  expect((await fetched).status()).toBe(200);
});

test('typed text is never a file: the list says nothing matches, and the save asks to choose a file', async ({ page }) => {
  await page.goto(createPath);
  await fillPouf(page, `Puf bez pliku ${randomBytes(2).toString('hex')}`);
  const modelBox = page.getByRole('combobox', { name: 'Plik modelu' });
  await modelBox.click();
  await modelBox.fill('nie-ma-takiego-modelu');
  await expect(page.getByText('Żaden plik nie pasuje do wpisanej nazwy.')).toBeVisible();
  await modelBox.press('Escape');
  await page.getByLabel('Kąt').focus();
  await expect(modelBox).toHaveValue('');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(modelBox).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(catalogMessages.elementFileRequired)).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the picker and its options fit the screen', async ({ page }) => {
    await page.goto(createPath);
    const modelBox = page.getByRole('combobox', { name: 'Plik modelu' });
    await modelBox.click();
    await modelBox.fill(model.slice(0, -4));
    const option = page.getByRole('option', { name: model });
    await expect(option).toBeVisible();
    const box = await option.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await option.click();
    await expect(modelBox).toHaveValue(model);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
