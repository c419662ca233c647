import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

// The end-to-end test kit: records a spec makes for itself through the REST API, with the administrator's session
// (session.ts gives every worker a `seed`). Names are unique per call, so specs run side by side, a spec runs twice
// on one server, and no spec counts or changes what another made:
//   const manhattan = await seed.collection('Zestawy').copyOf('manhattan').create();
//   const salon = await seed.salon('Salon Listy').create();

/** `label` and a random suffix: a name, slug or e-mail part no other test, worker or run uses. */
export function unique(label: string): string {
  return `${label} ${randomBytes(3).toString('hex')}`;
}

/** The graph's global id of a REST record (base64 of `Type:_id`), as the web's own links carry it. */
export function globalId(type: 'ClientConfiguration' | 'Element' | 'ElementCategory' | 'Fabric' | 'Finish' | 'Kit' | 'Translation' | 'User', id: string): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

export interface Named {
  _id: string;
  name: string;
}

export interface SeededCollection extends Named {
  slug: string;
  /** In display order. */
  elementCategories: Named[];
  /** In the list's default order (displayOrd, then name). */
  elements: Named[];
  kits: Named[];
}

/** A fabric family with one fabric on a demo texture. */
export interface SeededFabricFamily extends Named {
  slug: string;
  fabric: Named;
}

/** A leg or element finish on a demo texture. */
export interface SeededFinish extends Named {
  slug: string;
  kind: 'legs' | 'elements';
}

export interface SeededSalon extends Named {
  email: string;
  password: string;
  salonName: string;
}

/** A line of a saved design: a Manhattan module by name, so the details screen links it to the catalogue. */
const designLine = (name: string, price: string) => ({
  meshId: name,
  displayName: name,
  displayIcon: 'ikony/manhattan-modul.svg',
  displayMaterial: 'Tkanina Velvet Grafit',
  displayEquipment: '',
  displayWoodMaterial: 'Dąb naturalny',
  displayPillowMaterial: 'Pianka HR',
  displayPrice: price,
});

export class Seed {
  constructor(private readonly api: APIRequestContext) {}

  /** A collection named `label` and a suffix; empty, active, in 'Narożniki' unless the builder says otherwise. */
  collection(label = 'Kolekcja E2E'): CollectionBuilder {
    return new CollectionBuilder(this, unique(label));
  }

  /** A salon user (the API makes every created user a salon) with a known password. */
  salon(label = 'Salon E2E'): SalonBuilder {
    return new SalonBuilder(this, unique(label));
  }

  /**
   * A design saved through the public intake, as the configurator saves it (two Manhattan modules); answers its
   * `_id`. The intake allows 30 saves per 10 minutes from one address: the whole suite shares that allowance.
   */
  async configuration(customerEmail: string, salonId: string | null = null): Promise<string> {
    const saved = await this.call<{ _id: string }>('post', '/api/configurator/configurations', {
      cSlug: 'manhattan',
      salon: salonId,
      customerEmail,
      kits: [
        {
          name: 'Sofa E2E',
          displayWidth: '240 cm',
          displayDepth: '95 cm',
          displayTotalPrice: '4 480,00 zł',
          elements: [designLine('Moduł 2-osobowy', '2 790,00 zł'), designLine('Moduł 1-osobowy', '1 690,00 zł')],
        },
      ],
    });
    return saved._id;
  }

  /** A salon's id (its user's `_id`) by the salon's name, as the intake takes it. */
  async salonId(salonName: string): Promise<string> {
    const { list } = await this.call<{ list: { _id: string; salonName: string | null }[] }>('get', '/api/users/list?salons=true&limit=100');
    const salon = list.find((user) => user.salonName === salonName);
    if (!salon) throw new Error(`no salon named ${salonName}`);
    return salon._id;
  }

  /** A configurator text of the demo by its key (the product has no create for them: specs read or edit these). */
  async translation(key: string): Promise<{ _id: string; key: string; pl: string; en: string }> {
    const { data } = await this.call<{ data: { translations: { _id: string; key: string; pl: string; en: string }[] } }>(
      'get',
      `/api/cms/settings/translations?filter=${encodeURIComponent(key)}`,
    );
    const translation = data.translations.find((candidate) => candidate.key === key);
    if (!translation) throw new Error(`no translation ${key}`);
    return translation;
  }

  /**
   * A fabric family named `label` and a suffix, in price group `priceGroup`, with one fabric on the texture `texture`
   * (a stored name), else on the newest uploaded texture (the demo's swatches, or one a spec uploaded).
   */
  async fabricFamily(label = 'Rodzina E2E', priceGroup = 'C', texture?: string): Promise<SeededFabricFamily> {
    const name = unique(label);
    const family = await this.call<{ _id: string; name: string; slug: string }>('post', '/api/cms/collection/create-texture-collection', { name, priceGroupSlug: priceGroup, discount: 0 });
    const fileUrl = texture ?? (await this.newestTexture());
    const { fabric } = await this.call<{ fabric: Named }>('post', '/api/cms/collection/create-fabric', { tcSlug: family.slug, name: `${name} tkanina`, fileUrl });
    return { _id: family._id, name: family.name, slug: family.slug, fabric: { _id: fabric._id, name: fabric.name } };
  }

  /** A finish of `kind` named `label` and a suffix, of `type` (w, c, m), on `texture`, else the newest uploaded texture image. */
  async finish(kind: 'legs' | 'elements', label = 'Wybarwienie E2E', type = 'w', texture?: string): Promise<SeededFinish> {
    const name = unique(label);
    const finish = await this.call<{ _id: string; name: string; slug: string }>('post', `/api/cms/finishes/${kind}/create`, {
      name,
      type,
      texture: texture ?? (await this.newestTexture()),
    });
    return { _id: finish._id, name: finish.name, slug: finish.slug, kind };
  }

  /** The stored name of the newest uploaded texture image. */
  private async newestTexture(): Promise<string> {
    const { data } = await this.call<{ data: { name: string }[] }>('get', '/api/files/list/textures');
    const texture = data.find((file) => /\.(png|jpe?g)$/i.test(file.name));
    if (!texture) throw new Error('no texture image is uploaded');
    return texture.name;
  }

  /** The model and icon a collection's first element names (uploaded demo files): what a CSV line may name (D12). */
  async elementFiles(collectionSlug: string): Promise<{ file: string; thumbUrl: string }> {
    const { elements } = await this.call<{ elements: { file: string; thumbUrl: string }[] }>('get', `/api/cms/collection/${collectionSlug}/elements?limit=1`);
    const first = elements[0];
    if (!first) throw new Error(`the collection ${collectionSlug} has no elements`);
    return { file: first.file, thumbUrl: first.thumbUrl };
  }

  /** A file uploaded through the spec's multipart call (`path`, field `file`); answers its stored name. */
  async upload(path: `/api/upload/cloud/${string}`, name: string, mimeType: string, buffer: Buffer): Promise<string> {
    const response = await this.api.post(path, { multipart: { file: { name, mimeType, buffer } } });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: { name: string } }).data.name;
  }

  /** Any REST call with the administrator's token; fails with the answer's text unless it is a 2xx. */
  async call<T>(method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> {
    const response: APIResponse = await this.api.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
    const type = response.headers()['content-type'] ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as T;
  }
}

export class CollectionBuilder {
  #category = 'narozniki';
  #active = true;
  #source: string | undefined;
  #numbered: { count: number; label: string } | undefined;

  constructor(
    private readonly seed: Seed,
    private readonly name: string,
  ) {}

  /** The demo's collection categories: 'narozniki', 'sofy-i-kanapy', 'fotele-i-pufy'. */
  inCategory(categorySlug: string): this {
    this.#category = categorySlug;
    return this;
  }

  inactive(): this {
    this.#active = false;
    return this;
  }

  /**
   * The element categories, elements (through the CSV export and import) and kits of a demo collection, copied:
   * `copyOf('manhattan')` is a 26-element, 5-kit catalogue of the spec's own, its category 'Pufy' with 3 poufs.
   */
  copyOf(slug: string): this {
    this.#source = slug;
    return this;
  }

  /**
   * With `copyOf`: `count` more elements, copies of the source's first one named `label 00001`, `label 00002`…,
   * imported in one CSV after the copy (they are not listed in `elements`): a collection larger than any page.
   */
  withNumberedElements(count: number, label: string): this {
    this.#numbered = { count, label };
    return this;
  }

  async create(): Promise<SeededCollection> {
    const seed = this.seed;
    const source = this.#source;
    const original = source
      ? await seed.call<{
          collection: { description: string; discount: number };
          elementCategories: { name: string; name_en: string; displayOrd: number; available: boolean }[];
        }>('get', `/api/cms/collection/${source}`)
      : undefined;
    const created = await seed.call<{ _id: string; slug: string }>('post', '/api/cms/collection/create', {
      name: this.name,
      description: original?.collection.description ?? `Kolekcja testów end-to-end: ${this.name}.`,
      category_slug: this.#category,
      discount: original?.collection.discount ?? 0,
      isActive: this.#active,
    });
    const collection: SeededCollection = { _id: created._id, name: this.name, slug: created.slug, elementCategories: [], elements: [], kits: [] };
    if (!source || !original) return collection;

    const { elementCategories } = original;
    for (const category of elementCategories) {
      const { _id, name } = await seed.call<Named>('post', '/api/cms/element-category/create', {
        collectionSlug: collection.slug,
        name: category.name,
        name_en: category.name_en,
        displayOrd: category.displayOrd,
        available: category.available,
      });
      collection.elementCategories.push({ _id, name });
    }
    const csv = await seed.call<string>('get', `/api/cms/collection/${source}/elements/export`);
    await seed.call('post', `/api/cms/collection/${collection.slug}/elements/import`, { csv, dryRun: false });
    const elementsOf = async (slug: string) =>
      (await seed.call<{ elements: Named[] }>('get', `/api/cms/collection/${slug}/elements?limit=500`)).elements.map(({ _id, name }) => ({ _id, name }));
    collection.elements = await elementsOf(collection.slug);

    const copyOf = new Map(collection.elements.map((element) => [element.name, element._id]));
    const sourceKits = await seed.call<{ kits: { name: string; tinydesc: string; ord: number; isActive: boolean; elements: string[] }[]; elements: Named[] }>(
      'get',
      `/api/cms/collection/${source}/kits`,
    );
    const nameOf = new Map(sourceKits.elements.map((element) => [element._id, element.name]));
    for (const kit of sourceKits.kits) {
      const { kit: made } = await seed.call<{ kit: Named }>('post', '/api/cms/kit/create', {
        cSlug: collection.slug,
        name: kit.name,
        tinydesc: kit.tinydesc,
        ord: kit.ord,
        isActive: kit.isActive,
        elements: kit.elements.map((id) => copyOf.get(nameOf.get(id) ?? '')),
      });
      collection.kits.push({ _id: made._id, name: made.name });
    }
    if (this.#numbered) {
      const [header, first] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
      // The first cell is the name; a quoted one would need the CSV reader.
      if (!header || !first || first.startsWith('"')) throw new Error(`the export of ${source} has no plain first element line`);
      const { count, label } = this.#numbered;
      const lines = Array.from({ length: count }, (_, i) => `${label} ${String(i + 1).padStart(5, '0')}${first.slice(first.indexOf(';'))}`);
      await seed.call('post', `/api/cms/collection/${collection.slug}/elements/import`, { csv: [header, ...lines].join('\n'), dryRun: false });
    }
    return collection;
  }
}

export class SalonBuilder {
  #password = 'Salon-E2E-haslo-1';
  #city = 'Poznań';

  constructor(
    private readonly seed: Seed,
    private readonly name: string,
  ) {}

  password(password: string): this {
    this.#password = password;
    return this;
  }

  city(city: string): this {
    this.#city = city;
    return this;
  }

  async create(): Promise<SeededSalon> {
    const email = `${this.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@example.test`;
    const user = await this.seed.call<{ _id: string }>('post', '/api/authentication/sign-up', {
      name: this.name,
      email,
      city: this.#city,
      password: this.#password,
      passwordRepeat: this.#password,
      salonName: this.name,
      salonPhone: '600 000 000',
      salonAddress: 'ul. Testowa 1',
    });
    return { _id: user._id, name: this.name, email, password: this.#password, salonName: this.name };
  }
}
