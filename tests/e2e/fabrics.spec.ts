import sharp from 'sharp';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import { expect, openSignedIn, test } from './session.ts';
import { unique, type SeededCollection } from './seed.ts';

// A fabric offer built in the browser: a family and a fabric on an uploaded texture, its colour, the family assigned
// to a collection with its default, the kits' prices in the family's group, and the fabric's delete. The collection,
// the texture and the colour are this spec's own.

let collection: SeededCollection;
let texture: string;
let colour: string;

test.beforeAll(async ({ seed }) => {
  collection = await seed.collection('Tkaniny').copyOf('manhattan').create();
  const swatch = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 63, g: 107, b: 74 } } }).png().toBuffer();
  texture = await seed.upload('/api/upload/cloud/texture', `${unique('zielony').replace(' ', '-')}.png`, 'image/png', swatch);
  colour = unique('Butelkowy');
  await seed.call('post', '/api/cms/fabric-items/color', { name: colour, rgb: '3f6b4a', displayOrd: 98 });
});

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('builds a collection fabric offer: family, fabric, colour, assignment with default, kit prices, delete', async ({ page }) => {
  const family = unique('Welur E2E');
  await page.goto('/texture/create');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Wypełnij wymagane pola').first()).toBeVisible();
  await expect(page.getByText(fabricMessages.priceGroupRequired)).toBeVisible();
  await page.getByLabel('Nazwa').fill(family);
  await page.getByLabel('Grupa cenowa').selectOption('C');
  await page.getByLabel('Rabat (%)').fill('10');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rodzina tkanin ${family}` })).toBeVisible();

  // 1. A fabric on the uploaded texture, picked from the uploaded files.
  await page.getByRole('link', { name: 'Dodaj tkaninę' }).click();
  await page.getByLabel('Nazwa').fill('Butelkowa zieleń');
  const file = page.getByRole('combobox', { name: 'Plik tkaniny' });
  await file.click();
  await file.fill(texture.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(texture.slice(0, 8)) }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rodzina tkanin ${family}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Butelkowa zieleń' })).toBeVisible();
  // 'Edycja' by keyboard puts focus in the form, and Escape ends it, focus back on 'Edycja'.
  await page.getByRole('button', { name: 'Edycja' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Anuluj' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edycja' })).toBeFocused();

  // 2. Its colour, saved at once; and the colour itself switched off and on after 'Edycja'.
  await page.getByRole('link', { name: 'Butelkowa zieleń' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tkanina Butelkowa zieleń' })).toBeVisible();
  const tag = page.getByRole('checkbox', { name: colour });
  // By keyboard: the box keeps focus while it saves, so the next key acts on it again.
  await tag.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Zapisano tkaninę „Butelkowa zieleń”.')).toBeVisible();
  await expect(tag).toBeChecked();
  await expect(tag).toBeFocused();
  // The tag is a change of the fabric: its own 'Historia' under the screen shows it at once.
  await expect(page.getByRole('region', { name: 'Historia' }).getByRole('listitem').first()).toContainText('Zmiana');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: colour })).toBeChecked();

  await page.goto('/settings-fabrics');
  const active = page.getByRole('checkbox', { name: new RegExp(colour) });
  await expect(active).toBeDisabled();
  await page.getByRole('button', { name: 'Edycja' }).click();
  await active.uncheck();
  await expect(page.getByText(`Zapisano parametr tkanin „${colour}”.`)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Edycja' }).click();
  await expect(active).not.toBeChecked();
  await active.check();
  await expect(active).toBeChecked();
  // Escape ends the edit mode: the switches lock again, focus on 'Edycja'.
  await page.keyboard.press('Escape');
  await expect(active).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edycja' })).toBeFocused();

  // 3. The family assigned to the collection with its default: the warning goes.
  await page.goto(`/collection/${collection.slug}/textures`);
  await expect(page.getByText(fabricMessages.noDefaultFabric)).toBeVisible();
  await page.getByRole('link', { name: 'Przypisz tkaniny' }).click();
  // The default chosen while the assignment is still saving (the server slowed down): it waits its turn, not dropped.
  await page.route('**/graphql*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole('checkbox', { name: `Przypisana: ${family}` }).check();
  await page.getByRole('combobox', { name: `Domyślna tkanina z rodziny ${family}` }).selectOption({ label: 'Butelkowa zieleń' });
  await expect(page.getByText('Przypisano rodzinę tkanin do kolekcji.')).toBeVisible();
  // After the slowed calls still under way have gone through.
  await page.unrouteAll({ behavior: 'wait' });
  await expect(page.getByRole('status').filter({ hasText: 'Domyślna tkanina: Butelkowa zieleń.' })).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do tkanin kolekcji' }).click();
  await expect(page.getByText(fabricMessages.noDefaultFabric)).toHaveCount(0);
  await expect(page.getByText(`Domyślna tkanina: Butelkowa zieleń (${family})`)).toBeVisible();

  // 4. The kits' prices in the family's group C, after the family's 10 %.
  const prices = page.getByRole('table', { name: `Ceny zestawów w rodzinie ${family}` });
  await expect(prices.getByRole('rowheader')).toHaveCount(collection.kits.length);
  for (const kit of collection.kits) await expect(prices.getByRole('row', { name: new RegExp(kit.name) })).toContainText(/zł|brak ceny/);
  await expect(prices.getByRole('cell').first()).toContainText('zł');

  // 5. The fabric deleted: it was the collection's default, so the dialog says so ('Usunięto').
  await page.getByRole('link', { name: family }).click();
  await page.getByRole('link', { name: 'Butelkowa zieleń' }).click();
  await page.getByRole('link', { name: 'Edytuj tkaninę' }).click();
  await expect(page.getByText(`Tkanina jest domyślna w kolekcji: ${collection.name}.`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Usuń tkaninę' }).click();
  // The spec's warning, and the way back the history gives.
  await expect(page.getByRole('dialog')).toContainText('Operacja trwale usuwa dane.');
  await expect(page.getByRole('dialog')).toContainText('Usunięcie można cofnąć w historii przez 30 dni.');
  await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Usunięto: tkanina „Butelkowa zieleń”.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Rodzina tkanin ${family}` })).toBeVisible();
  await expect(page.getByText('Ta rodzina nie ma jeszcze tkanin.')).toBeVisible();
});
