import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { expect, openSignedIn, test } from './session.ts';
import { randomBytes } from 'node:crypto';

// A model of this spec's own (a unique name: models keep theirs, D17), uploaded through the drop zone, checked,
// drawn in the 3D preview, deleted and brought back from the history. The tests share the model, so they run in order.
test.describe.configure({ mode: 'serial' });

const MODEL = `e2e-kostka-${randomBytes(3).toString('hex')}.glb`;
/** A 1×1 red PNG: the model's texture, which three.js reads from a blob: URL (the panel's CSP allows it). */
const RED_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

let folder: string;
let modelPath: string;

/** A textured unit cube as a .glb. */
async function cubeGlb(): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const corners = [-0.5, -0.5, -0.5, 0.5, -0.5, -0.5, 0.5, 0.5, -0.5, -0.5, 0.5, -0.5, -0.5, -0.5, 0.5, 0.5, -0.5, 0.5, 0.5, 0.5, 0.5, -0.5, 0.5, 0.5];
  const faces = [0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 2, 3, 7, 2, 7, 6, 1, 2, 6, 1, 6, 5, 0, 4, 7, 0, 7, 3];
  const uvs = [0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1];
  const position = document.createAccessor().setType('VEC3').setArray(new Float32Array(corners)).setBuffer(buffer);
  const texcoord = document.createAccessor().setType('VEC2').setArray(new Float32Array(uvs)).setBuffer(buffer);
  const indices = document.createAccessor().setType('SCALAR').setArray(new Uint16Array(faces)).setBuffer(buffer);
  const texture = document.createTexture('red').setImage(RED_PIXEL).setMimeType('image/png');
  const material = document.createMaterial('red').setBaseColorTexture(texture).setDoubleSided(true);
  const primitive = document.createPrimitive().setAttribute('POSITION', position).setAttribute('TEXCOORD_0', texcoord).setIndices(indices).setMaterial(material);
  const mesh = document.createMesh('cube').addPrimitive(primitive);
  document.createScene('scene').addChild(document.createNode('cube').setMesh(mesh));
  return new NodeIO().writeBinary(document);
}

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'e2e-files-'));
  modelPath = join(folder, MODEL);
  writeFileSync(modelPath, await cubeGlb());
});

test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('uploads a .glb model through the drop zone, each status shown, and finds it listed with its check', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Modele 3D' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modele 3D' })).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj model 3D' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj model 3D' })).toBeVisible();

  // A type the models do not take is refused at once, naming the allowed ones (D23).
  await page.locator('.uppy-Dashboard input[type=file]').first().setInputFiles({ name: 'opis.txt', mimeType: 'text/plain', buffer: Buffer.from('nie model') });
  const statuses = page.getByRole('list', { name: 'Pliki' });
  await expect(statuses.getByRole('listitem').filter({ hasText: 'opis.txt' })).toContainText('Ten rodzaj pliku nie jest dozwolony. Dozwolone: .gltf, .glb, .bin');

  await page.locator('.uppy-Dashboard input[type=file]').first().setInputFiles(modelPath);
  const row = statuses.getByRole('listitem').filter({ hasText: MODEL });
  await expect(row).toContainText('Dodany');
  // The upload's bytes are held back, so it is under way when the screen is left: the panel asks first.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/files/upload/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Prześlij 1 plik' }).click();
  await expect(row).toContainText(/W kolejce|Przesyłanie/);
  await page.getByRole('link', { name: 'Lista: Modele 3D' }).click();
  const leave = page.getByRole('dialog', { name: 'Przesyłanie trwa' });
  await expect(leave).toContainText('Jeśli opuścisz stronę, przesyłanie zostanie przerwane.');
  await leave.getByRole('button', { name: 'Zostań' }).click();
  await expect(leave).toBeHidden();
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await expect(row).toContainText('Przesłany');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj model 3D' })).toBeVisible();
  await row.getByRole('link', { name: `Zobacz ${MODEL} na liście „Modele 3D”` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Modele 3D' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/files/models\\?filter=${MODEL.replace(/\./g, '\\.')}$`));
  await expect(page.getByRole('searchbox', { name: 'Szukaj po nazwie' })).toHaveValue(MODEL);
  const listed = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MODEL }) });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('cell').filter({ hasText: /^Poprawny/ })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Plików modeli:' })).toHaveText('Plików modeli: 1');
});

test("'Zobacz' draws the model in the page, its check beside it", async ({ page }) => {
  // SwiftShader draws a first model in 8–12 s on two cores; a busy machine takes longer.
  test.setTimeout(120_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // The viewer's WebAssembly decoder refused by the CSP shows as a page error, not a console message.
  page.on('pageerror', (error) => refused.push(error.message));
  await page.goto(`/files/models?filter=${encodeURIComponent(MODEL)}`);
  await page.getByRole('button', { name: `Zobacz ${MODEL}` }).click();
  const dialog = page.getByRole('dialog', { name: `Podgląd 3D: ${MODEL}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Wynik sprawdzenia' })).toBeVisible();
  await expect(dialog.getByText(/^Poprawny/)).toBeVisible();

  const viewer = dialog.locator('model-viewer');
  await viewer.waitFor({ timeout: 60_000 });
  // model-viewer's own `load`: the model is parsed and in the scene (`loaded` if it came before we listened).
  await viewer.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        if ((element as HTMLElement & { loaded?: boolean }).loaded) resolve();
        element.addEventListener('load', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(new Error('model-viewer: error')), { once: true });
      }),
    undefined,
    { timeout: 100_000 },
  );
  await expect(dialog.getByRole('status').filter({ hasText: 'Przeciągnij, aby obrócić' })).toBeVisible({ timeout: 60_000 });

  // The cube is red on a grey stage: enough red pixels mean it was drawn, texture and all.
  const { data, info } = await sharp(await viewer.screenshot({ timeout: 60_000 })).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    if (data[index]! > 120 && data[index + 1]! < 90 && data[index + 2]! < 90) red += 1;
  }
  expect(red / (info.width * info.height)).toBeGreaterThan(0.02);
  expect(refused).toEqual([]);

  // Escape from inside the viewer closes the dialog and gives focus back to 'Zobacz'.
  await viewer.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Zobacz ${MODEL}` })).toBeFocused();
});

test('deletes the unused model through the dialog, then undoes it from the history', async ({ page }) => {
  await page.goto(`/files/models?filter=${encodeURIComponent(MODEL)}`);
  const listed = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MODEL }) });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: `Akcje dla „${MODEL}”` }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const dialog = page.getByRole('dialog', { name: `Czy chcesz usunąć ${MODEL}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Usunięto plik ${MODEL}`)).toBeVisible();
  await expect(listed).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Plików modeli:' })).toHaveText('Plików modeli: 0');

  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Ustawienia' }).click();
  await page.getByRole('link', { name: 'Historia zmian' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historia zmian' })).toBeVisible();
  await page.getByLabel('Szukaj rekordu lub osoby').fill(MODEL);
  const deleted = page.getByRole('listitem').filter({ hasText: 'Usunięcie' }).filter({ hasText: `„${MODEL}”` });
  await expect(deleted).toHaveCount(1);
  await deleted.getByRole('button', { name: /^Cofnij usunięcie/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `Przywrócono „${MODEL}”` })).toBeVisible();
  // The restored file's entry leads to the list of its kind.
  const restored = page.getByRole('listitem').filter({ hasText: 'Przywrócenie po usunięciu' }).filter({ hasText: `„${MODEL}”` });
  await restored.getByRole('link', { name: `„${MODEL}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modele 3D' })).toBeVisible();

  await page.goto(`/files/models?filter=${encodeURIComponent(MODEL)}`);
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MODEL }) })).toHaveCount(1);
});
