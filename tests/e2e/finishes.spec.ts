import sharp from 'sharp';
import { finishMessages } from '@meble/domain/messages/finishes';
import { expect, openSignedIn, test } from './session.ts';
import { unique, type SeededCollection } from './seed.ts';

// Finishes defined and assigned in the browser: a leg finish on an uploaded texture, ticked and unticked on the
// collection's grid, a refused tick that goes back, and the delete that names the collection first. The collection,
// the texture and the finishes are this spec's own.

let collection: SeededCollection;
let texture: string;

test.beforeAll(async ({ seed }) => {
  collection = await seed.collection('Wybarwienia').create();
  const swatch = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 150, g: 111, b: 51 } } }).png().toBuffer();
  texture = await seed.upload('/api/upload/cloud/texture', `${unique('orzech').replace(' ', '-')}.png`, 'image/png', swatch);
});

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('defines a leg finish, assigns it, takes it away and deletes it', async ({ page }) => {
  const name = unique('Orzech E2E');
  await page.goto('/finishes/legs');
  await page.getByRole('link', { name: 'Dodaj wybarwienie nóżek' }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(finishMessages.finishTypeRequired)).toBeVisible();
  await expect(page.getByText(finishMessages.finishTextureRequired)).toBeVisible();
  await page.getByLabel('Nazwa', { exact: true }).fill(name);
  await page.getByLabel('Rodzaj').selectOption({ label: 'Widoczne usłojenie' });
  const file = page.getByRole('combobox', { name: 'Plik wybarwienia' });
  await file.click();
  await file.fill(texture.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(texture.slice(0, 8)) }).click();
  await page.getByLabel('Symbol').fill('ORZ-E2E');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(`Utworzono wybarwienie nóżek „${name}”.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wybarwienia nóżek' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Widoczne usłojenie' }).getByRole('row', { name: new RegExp(name) })).toContainText('ORZ-E2E');

  // Ticked on the collection's grid: saved at once, and listed under its type.
  await page.goto(`/collection/${collection.slug}/legs-colors`);
  await expect(page.getByText('Kolekcja nie ma jeszcze przypisanych wybarwień tego rodzaju.')).toBeVisible();
  await page.getByRole('link', { name: 'Edytuj: Widoczne usłojenie' }).click();
  const box = page.getByRole('checkbox', { name });
  await box.check();
  await expect(page.getByText(`Przypisano wybarwienie „${name}” do kolekcji.`)).toBeVisible();
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await expect(page.getByRole('region', { name: 'Widoczne usłojenie' }).getByRole('link', { name })).toBeVisible();

  // Unticked by keyboard: the box keeps the focus while it saves; gone from the list after a reload too.
  await page.getByRole('link', { name: 'Przypisz wybarwienia' }).click();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Zdjęto wybarwienie „${name}” z kolekcji.`)).toBeVisible();
  await expect(box).toBeFocused();
  await page.reload();
  await expect(page.getByRole('checkbox', { name })).not.toBeChecked();

  // Assigned again, then deleted: the dialog names the collection first (D24).
  await page.getByRole('checkbox', { name }).check();
  await expect(page.getByText(`Przypisano wybarwienie „${name}” do kolekcji.`)).toBeVisible();
  await page.goto('/finishes/legs');
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText(finishMessages.finishAssigned([collection.name])).first()).toBeVisible();
  await page.getByLabel('Wpisz „usuń”, aby potwierdzić').fill('usuń');
  await page.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText(`Usunięto wybarwienie nóżek „${name}”.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wybarwienia nóżek' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('a refused tick puts the box back and says why', async ({ page, seed }) => {
  const finish = await seed.finish('elements', 'Chrom E2E', 'm');
  await page.goto(`/collection/${collection.slug}/elements-textures/assign`);
  const box = page.getByRole('checkbox', { name: finish.name });
  await expect(box).not.toBeChecked();
  // Gone meanwhile (another editor): the tick is refused.
  await seed.call('post', `/api/cms/finishes/elements/delete/${finish._id}`);
  await box.click();
  await expect(page.getByRole('alert').filter({ hasText: finishMessages.unknownFinish })).toBeVisible();
  await expect(box).not.toBeChecked();
});

test('a texture in use is not deleted: the dialog links the fabric and the finish that use it', async ({ page, seed }) => {
  const swatch = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 90, g: 60, b: 30 } } }).png().toBuffer();
  const used = await seed.upload('/api/upload/cloud/texture', `${unique('wenge').replace(' ', '-')}.png`, 'image/png', swatch);
  const family = await seed.fabricFamily('Rodzina tekstury', 'C', used);
  const finish = await seed.finish('legs', 'Wenge E2E', 'w', used);

  // On a phone: the file's stored name, one long word, wraps inside the dialog instead of pushing its × away.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/files/textures?filter=${encodeURIComponent(used)}`);
  await page.getByRole('button', { name: `Akcje dla „${used}”` }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const dialog = page.getByRole('dialog', { name: `Czy chcesz usunąć ${used}?` });
  await expect(dialog.getByRole('button', { name: 'Usuń' })).toHaveCount(0);
  const title = dialog.getByRole('heading', { name: `Czy chcesz usunąć ${used}?` });
  expect(await title.evaluate((heading) => heading.scrollWidth - heading.clientWidth)).toBeLessThanOrEqual(0);
  await expect(dialog.getByRole('button', { name: 'Zamknij' })).toBeInViewport({ ratio: 1 });
  // Each record in the way opens where it is listed: the fabric in its family, the finish among the legs' finishes.
  await dialog.getByRole('link', { name: `${family.fabric.name} (${family.name}) (tekstura tkaniny)` }).click();
  await expect(page).toHaveURL(new RegExp(`/texture/${family.slug}/fabric/`));
  await expect(page.getByRole('heading', { level: 1, name: `Tkanina ${family.fabric.name}` })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: `Akcje dla „${used}”` }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  await dialog.getByRole('link', { name: `${finish.name} (nóżki) (tekstura wybarwienia)` }).click();
  await expect(page).toHaveURL(/\/finishes\/legs\//);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`: ${finish.name}$`) })).toBeVisible();
});
