// The demo catalogue's files, drawn at seed time (no binaries in the repository): a glTF model of boxes for every
// kind of element, covered with a woven fabric texture; a top-view SVG icon for every kind of element and a thumbnail
// for every kit; a texture swatch for every demo fabric and finish; a photo for every collection. seedDemoFiles stores them through the upload pipeline, so each is
// checked and recorded as an upload is.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Document, NodeIO, type Material } from '@gltf-transform/core';
import type { FileKind } from '@meble/domain/file';
import type { FinishKind } from '@meble/domain/finish';
import { slugify } from '@meble/domain/slug';
import sharp from 'sharp';
import type { Actor } from '../history/log.ts';
import { ingestLocalFile, type IngestDeps } from '../files/ingest.ts';
import { DEMO_CATALOGUE, DEMO_ELEMENTS, DEMO_KITS, type DemoElement } from './demo-data.ts';
import { DEMO_FABRIC_FAMILIES, demoFabricRgb } from './demo-fabrics.ts';
import { DEMO_FINISHES, demoFinishTexture, demoFinishTextureName } from './demo-finishes.ts';

/** The upholstered shapes the demo draws; each element is one of them, sized by dx, dy and dz. */
export type DemoShape = 'seat' | 'corner' | 'chaise' | 'wedge' | 'pouf' | 'roundPouf' | 'armrest' | 'headrest' | 'cushion' | 'armchair';

/** Which shape an element's name describes (the demo's names are Polish product names). */
export function demoShapeOf(name: string): DemoShape {
  const folded = slugify(name);
  if (folded.startsWith('naroznik') || /^man-n[lpo]/.test(folded)) return 'corner';
  if (folded.startsWith('lezanka')) return 'chaise';
  if (folded.includes('klinowy')) return 'wedge';
  if (folded.startsWith('podlokietnik') || folded.startsWith('man-pu')) return 'armrest';
  if (folded.startsWith('zaglowek')) return 'headrest';
  if (folded.startsWith('poduch') || folded.startsWith('poduszka') || folded.startsWith('oparcie')) return 'cushion';
  if (folded.startsWith('fotel')) return 'armchair';
  if (folded.includes('okragla')) return 'roundPouf';
  if (folded.startsWith('pufa') || folded.startsWith('podnozek')) return 'pouf';
  return 'seat';
}

/** Element sizes in centimetres, as the catalogue keeps them: dx width, dy depth, dz height. */
export interface DemoSize {
  dx: number;
  dy: number;
  dz: number;
}

/** How many seat cushions a seat of this width shows: one per 60–80 cm, as the 1-, 2- and 3-seat modules have. */
export function seatsOf(dx: number): number {
  return Math.max(1, Math.min(4, Math.round(dx / 72)));
}

/** An axis-aligned box in centimetres: x across, y up, z towards the sitter. */
interface Box {
  x: number;
  y: number;
  z: number;
  w: number;
  h: number;
  d: number;
}

/** The boxes of a shape, its base at y = 0 and centred on x and z. */
export function demoBoxes(shape: DemoShape, { dx, dy, dz }: DemoSize): Box[] {
  const base = Math.min(dz * 0.45, 45);
  const back = Math.max(12, Math.min(25, dy * 0.22));
  const arm = Math.min(20, dx * 0.18);
  const box = (x: number, y: number, z: number, w: number, h: number, d: number): Box => ({ x: x - dx / 2, y, z: z - dy / 2, w, h, d });
  switch (shape) {
    case 'seat': {
      const seats = seatsOf(dx);
      const cushions = Array.from({ length: seats }, (_, i) => box((dx / seats) * i + 1, base, back + 1, dx / seats - 2, 8, dy - back - 3));
      return [box(0, 0, 0, dx, base, dy), box(0, base, 0, dx, dz - base, back), ...cushions];
    }
    case 'corner':
      return [
        box(0, 0, 0, dx, base, dy),
        box(0, base, 0, dx, dz - base, back),
        box(0, base, back, back, dz - base, dy - back),
        box(back + 1, base, back + 1, dx - back - 2, 8, dy - back - 2),
      ];
    case 'chaise':
      return [box(0, 0, 0, dx, base, dy), box(0, base, 0, dx, dz - base, back), box(1, base, back + 1, dx - 2, 8, dy - back - 2)];
    case 'wedge':
      return [box(0, 0, 0, dx, base, dy), box(0, base, 0, dx, dz - base, back)];
    case 'armchair':
      return [
        box(0, 0, 0, dx, base, dy),
        box(0, base, 0, dx, dz - base, back),
        box(0, base, back, arm, (dz - base) * 0.45, dy - back),
        box(dx - arm, base, back, arm, (dz - base) * 0.45, dy - back),
        box(arm + 1, base, back + 1, dx - 2 * arm - 2, 8, dy - back - 2),
      ];
    case 'pouf':
    case 'roundPouf':
    case 'armrest':
    case 'headrest':
    case 'cushion':
      // One upholstered block; the round pouf's icon is round, its model stays a box.
      return [box(0, 0, 0, dx, dz, dy)];
  }
}

/** Fabric colours of the demo collections (the texture's warp; its weft is a lighter shade). */
const FABRIC_COLOURS: readonly (readonly [number, number, number])[] = [
  [72, 78, 92],
  [150, 120, 96],
  [58, 96, 80],
  [170, 160, 140],
  [120, 70, 60],
  [96, 110, 140],
  [140, 140, 120],
];

export const DEMO_TEXTURE_SIZE = 64;

/** A woven fabric texture: a 2/2 twill of warp and weft threads, with a little slub, as a small PNG. */
export async function demoFabricTexture(colour: readonly [number, number, number]): Promise<Buffer> {
  const size = DEMO_TEXTURE_SIZE;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const warpOnTop = ((x >> 1) + (y >> 1)) % 4 < 2;
      // A thread is darker at its edges, so the weave reads at a distance.
      const edge = warpOnTop ? x % 2 : y % 2;
      const slub = ((x * 7 + y * 13) % 11) - 5;
      const shade = (warpOnTop ? 0 : 28) - edge * 10 + slub;
      for (let c = 0; c < 3; c++) pixels[(y * size + x) * 3 + c] = Math.max(0, Math.min(255, colour[c]! + shade));
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}

/** Eight corners, six faces of two triangles, each face with its own normal and a 0–1 UV square per 50 cm. */
function boxGeometry(boxes: readonly Box[]): { positions: Float32Array; normals: Float32Array; uvs: Float32Array; indices: Uint16Array } {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const faces: readonly { n: [number, number, number]; corners: [number, number, number][] }[] = [
    { n: [1, 0, 0], corners: [[1, 0, 1], [1, 0, 0], [1, 1, 0], [1, 1, 1]] },
    { n: [-1, 0, 0], corners: [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]] },
    { n: [0, 1, 0], corners: [[0, 1, 1], [1, 1, 1], [1, 1, 0], [0, 1, 0]] },
    { n: [0, -1, 0], corners: [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]] },
    { n: [0, 0, 1], corners: [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]] },
    { n: [0, 0, -1], corners: [[1, 0, 0], [0, 0, 0], [0, 1, 0], [1, 1, 0]] },
  ];
  for (const b of boxes) {
    for (const face of faces) {
      const first = positions.length / 3;
      for (const [cx, cy, cz] of face.corners) {
        const p = [b.x + cx * b.w, b.y + cy * b.h, b.z + cz * b.d];
        // glTF is in metres; the catalogue in centimetres.
        positions.push(p[0]! / 100, p[1]! / 100, p[2]! / 100);
        normals.push(...face.n);
        // The two coordinates across the face, so the weave keeps its scale on every side.
        const [u, v] = face.n[0] !== 0 ? [p[2]!, p[1]!] : face.n[1] !== 0 ? [p[0]!, p[2]!] : [p[0]!, p[1]!];
        uvs.push(u / 50, v / 50);
      }
      indices.push(first, first + 1, first + 2, first, first + 2, first + 3);
    }
  }
  return { positions: new Float32Array(positions), normals: new Float32Array(normals), uvs: new Float32Array(uvs), indices: new Uint16Array(indices) };
}

/** A glTF document of the element: one mesh of its boxes, one fabric material, the texture named `textureUri` when split. */
function modelDocument(title: string, shape: DemoShape, size: DemoSize, texture: Buffer, split?: { binUri: string; textureUri: string }): Document {
  const document = new Document();
  document.getRoot().getAsset().generator = 'meble-cms demo seed';
  const buffer = document.createBuffer();
  if (split) buffer.setURI(split.binUri);
  const { positions, normals, uvs, indices } = boxGeometry(demoBoxes(shape, size));
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint16Array) => document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const image = document.createTexture('fabric').setImage(new Uint8Array(texture)).setMimeType('image/png');
  if (split) image.setURI(split.textureUri);
  const material: Material = document.createMaterial('fabric').setBaseColorTexture(image).setRoughnessFactor(0.9).setMetallicFactor(0);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', positions))
    .setAttribute('NORMAL', accessor('VEC3', normals))
    .setAttribute('TEXCOORD_0', accessor('VEC2', uvs))
    .setIndices(accessor('SCALAR', indices))
    .setMaterial(material);
  const mesh = document.createMesh(title).addPrimitive(primitive);
  const node = document.createNode(title).setMesh(mesh);
  document.getRoot().setDefaultScene(document.createScene(title).addChild(node));
  return document;
}

const io = new NodeIO();

/** The element's model as one `.glb`, its texture inside. */
export async function demoModelGlb(title: string, shape: DemoShape, size: DemoSize, texture: Buffer): Promise<Uint8Array> {
  return io.writeBinary(modelDocument(title, shape, size, texture));
}

/** The element's model as a `.gltf` naming its `.bin` and `.png` siblings by name (D17), each file's bytes by name. */
export async function demoModelSplit(gltfName: string, title: string, shape: DemoShape, size: DemoSize, texture: Buffer): Promise<Map<string, Uint8Array>> {
  const stem = gltfName.replace(/\.gltf$/, '');
  const { json, resources } = await io.writeJSON(modelDocument(title, shape, size, texture, { binUri: `${stem}.bin`, textureUri: `${stem}.png` }));
  const files = new Map<string, Uint8Array>([[gltfName, new TextEncoder().encode(JSON.stringify(json))]]);
  for (const [uri, bytes] of Object.entries(resources)) files.set(uri, bytes);
  return files;
}

/** Escapes text for an SVG's title. */
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The outline of one element seen from above, in a 100-unit square, back to the top, as SVG elements. */
function topView(shape: DemoShape, { dx, dy }: DemoSize, origin: { x: number; y: number }, scale: number): string {
  const w = dx * scale;
  const d = dy * scale;
  const { x, y } = origin;
  const r = (rx: number, ry: number, rw: number, rh: number, extra = '') =>
    `<rect x="${(x + rx).toFixed(1)}" y="${(y + ry).toFixed(1)}" width="${rw.toFixed(1)}" height="${rh.toFixed(1)}" rx="2"${extra}/>`;
  const back = Math.max(12, Math.min(25, dy * 0.22)) * scale;
  switch (shape) {
    case 'seat': {
      const seats = seatsOf(dx);
      const cushions = Array.from({ length: seats }, (_, i) => r((w / seats) * i + 1.5, back + 1.5, w / seats - 3, d - back - 3, ' fill="#fff"'));
      return r(0, 0, w, d) + r(0, 0, w, back, ' fill="#cfd4dc"') + cushions.join('');
    }
    case 'corner':
      return r(0, 0, w, d) + r(0, 0, w, back, ' fill="#cfd4dc"') + r(0, 0, back, d, ' fill="#cfd4dc"');
    case 'chaise':
    case 'wedge':
      return r(0, 0, w, d) + r(0, 0, w, back, ' fill="#cfd4dc"');
    case 'armchair': {
      const arm = Math.min(20, dx * 0.18) * scale;
      return r(0, 0, w, d) + r(0, 0, w, back, ' fill="#cfd4dc"') + r(0, back, arm, d - back, ' fill="#cfd4dc"') + r(w - arm, back, arm, d - back, ' fill="#cfd4dc"');
    }
    case 'roundPouf':
      return `<ellipse cx="${(x + w / 2).toFixed(1)}" cy="${(y + d / 2).toFixed(1)}" rx="${(w / 2).toFixed(1)}" ry="${(d / 2).toFixed(1)}"/>`;
    case 'pouf':
    case 'armrest':
    case 'headrest':
    case 'cushion':
      return r(0, 0, w, d);
  }
}

/** A static SVG: outlines only, no script, no link, nothing loaded from elsewhere. */
function svgDocument(title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<title>${xmlText(title)}</title>` +
    `<g fill="#e8ebf0" stroke="#3b4252" stroke-width="1.5" stroke-linejoin="round">${body}</g></svg>\n`
  );
}

/** An element's icon: its outline from above, as large as the square allows, centred. */
export function demoElementIcon(name: string, shape: DemoShape, size: DemoSize): string {
  const scale = 88 / Math.max(size.dx, size.dy);
  return svgDocument(name, topView(shape, size, { x: 50 - (size.dx * scale) / 2, y: 50 - (size.dy * scale) / 2 }, scale));
}

/** A kit's icon: its elements side by side, as the configurator lines them up, scaled to fit the square. */
export function demoKitIcon(name: string, elements: readonly { shape: DemoShape; size: DemoSize }[]): string {
  const width = elements.reduce((sum, { size }) => sum + size.dx, 0);
  const depth = Math.max(...elements.map(({ size }) => size.dy));
  const scale = 92 / Math.max(width, depth);
  let x = 50 - (width * scale) / 2;
  const top = 50 - (depth * scale) / 2;
  const parts = elements.map(({ shape, size }) => {
    const part = topView(shape, size, { x, y: top }, scale);
    x += size.dx * scale;
    return part;
  });
  return svgDocument(name, parts.join(''));
}

/** A collection's photo: a lit wall and floor, a sofa's silhouette in the collection's fabric colour, as a JPEG. */
export async function demoCollectionPhoto(name: string, colour: readonly [number, number, number]): Promise<Buffer> {
  const [r, g, b] = colour;
  const fabric = `rgb(${r},${g},${b})`;
  const light = `rgb(${Math.min(255, r + 40)},${Math.min(255, g + 40)},${Math.min(255, b + 40)})`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">` +
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4efe6"/><stop offset="1" stop-color="#d8cfc0"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b89b78"/><stop offset="1" stop-color="#8a6f52"/></linearGradient></defs>` +
    `<rect width="640" height="400" fill="url(#wall)"/><rect y="300" width="640" height="100" fill="url(#floor)"/>` +
    `<circle cx="520" cy="90" r="46" fill="#fff8e0" opacity="0.8"/>` +
    `<rect x="110" y="170" width="420" height="80" rx="14" fill="${fabric}"/>` +
    `<rect x="90" y="215" width="460" height="70" rx="12" fill="${light}"/>` +
    `<rect x="80" y="195" width="50" height="95" rx="12" fill="${fabric}"/><rect x="510" y="195" width="50" height="95" rx="12" fill="${fabric}"/>` +
    `<rect x="120" y="285" width="10" height="22" fill="#5a4632"/><rect x="510" y="285" width="10" height="22" fill="#5a4632"/>` +
    `<text x="32" y="56" font-family="sans-serif" font-size="34" fill="#3b4252">${xmlText(name)}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** An element's kind as the demo draws it: its shape, and for a seat how many places ('seat-2'). */
export function demoElementKindOf(name: string, dx: number): string {
  const shape = demoShapeOf(name);
  return shape === 'seat' ? `seat-${seatsOf(dx)}` : shape;
}

/** Each kind's Polish name: its icon's title, and slugified, the stem of its files' names (a model keeps it, D17). */
const KIND_TITLES: Readonly<Record<Exclude<DemoShape, 'seat'>, string>> = {
  corner: 'Narożnik',
  chaise: 'Leżanka',
  wedge: 'Moduł klinowy',
  pouf: 'Pufa',
  roundPouf: 'Pufa okrągła',
  armrest: 'Podłokietnik',
  headrest: 'Zagłówek',
  cushion: 'Poducha',
  armchair: 'Fotel',
};

const titleOf = (elementKind: string): string => {
  const seats = /^seat-(\d)$/.exec(elementKind);
  return seats ? `Moduł ${seats[1]}-osobowy` : (KIND_TITLES[elementKind as keyof typeof KIND_TITLES] ?? elementKind);
};
const stemOf = (elementKind: string): string => slugify(titleOf(elementKind));

/** The one kind whose model is stored split (.gltf, .bin, .png), so the demo shows a model finding its siblings by name. */
export const DEMO_SPLIT_KIND = 'seat-3';

/** The model file the elements of a kind name (D17: kept as stored; within FILE_NAME_MAX). */
export function demoModelName(elementKind: string): string {
  return `demo-${stemOf(elementKind)}${elementKind === DEMO_SPLIT_KIND ? '.gltf' : '.glb'}`;
}

/** What a demo file is for: the records that name it, once it is stored. */
export type DemoFileUse =
  | { use: 'elementModel' | 'elementIcon' | 'modelSibling'; elementKind: string }
  | { use: 'kitThumbnail'; collection: string; kit: string }
  | { use: 'collectionPhoto'; collection: string }
  | { use: 'fabricTexture'; family: string; fabric: string }
  | { use: 'finishTexture'; kind: FinishKind; finish: string };

/** One file to store: its kind, the name it is uploaded with, its bytes, and what names it. */
export interface DemoFile {
  kind: FileKind;
  originalName: string;
  bytes: Uint8Array;
  use: DemoFileUse;
}

/** The key under which demo.ts finds a stored name: one per use and element kind, kit or collection. */
export function demoFileKey(use: DemoFileUse): string {
  switch (use.use) {
    case 'collectionPhoto':
      return `collectionPhoto:${use.collection}`;
    case 'kitThumbnail':
      return `kitThumbnail:${use.collection}:${use.kit}`;
    case 'fabricTexture':
      return `fabricTexture:${use.family}:${use.fabric}`;
    case 'finishTexture':
      return `finishTexture:${use.kind}:${use.finish}`;
    default:
      return `${use.use}:${use.elementKind}`;
  }
}

const sizeOf = (element: DemoElement): DemoSize => ({ dx: element[5], dy: element[6], dz: element[7] });

/**
 * Every demo file, in the order they are stored: a split model's siblings before its .gltf (so its check finds them),
 * then a model and an icon per element kind (sized as the kind's first demo element), a thumbnail per kit, a swatch
 * per demo fabric and finish, and a photo per collection. One model per kind, not per element, keeps the first start's seed short. Deterministic: the same
 * bytes on every run.
 */
export async function demoFiles(): Promise<DemoFile[]> {
  const collections = DEMO_CATALOGUE.flatMap((category) => category.collections);
  const kinds = new Map<string, { shape: DemoShape; size: DemoSize }>();
  for (const collection of collections) {
    for (const element of DEMO_ELEMENTS[collection.name] ?? []) {
      const elementKind = demoElementKindOf(element[1], element[5]);
      if (!kinds.has(elementKind)) kinds.set(elementKind, { shape: demoShapeOf(element[1]), size: sizeOf(element) });
    }
  }
  const textures = await Promise.all(FABRIC_COLOURS.map((colour) => demoFabricTexture(colour)));
  const files: DemoFile[] = [];
  for (const [index, [elementKind, { shape, size }]] of [...kinds].entries()) {
    const texture = textures[index % textures.length]!;
    const name = demoModelName(elementKind);
    if (elementKind === DEMO_SPLIT_KIND) {
      const parts = await demoModelSplit(name, titleOf(elementKind), shape, size, texture);
      for (const [partName, bytes] of parts) {
        if (partName !== name) files.unshift({ kind: 'model', originalName: partName, bytes, use: { use: 'modelSibling', elementKind } });
      }
      files.push({ kind: 'model', originalName: name, bytes: parts.get(name)!, use: { use: 'elementModel', elementKind } });
    } else {
      files.push({ kind: 'model', originalName: name, bytes: await demoModelGlb(titleOf(elementKind), shape, size, texture), use: { use: 'elementModel', elementKind } });
    }
    files.push({
      kind: 'icon',
      originalName: `ikona-${stemOf(elementKind)}.svg`,
      bytes: new TextEncoder().encode(demoElementIcon(titleOf(elementKind), shape, size)),
      use: { use: 'elementIcon', elementKind },
    });
  }
  for (const collection of collections) {
    const byName = new Map((DEMO_ELEMENTS[collection.name] ?? []).map((element) => [element[1], element]));
    for (const kit of DEMO_KITS[collection.name] ?? []) {
      const parts = kit.elements.map((name) => {
        const element = byName.get(name);
        if (!element) throw new Error(`the demo kit ${kit.name} names ${name}, missing from DEMO_ELEMENTS.${collection.name}`);
        return { shape: demoShapeOf(name), size: sizeOf(element) };
      });
      // A kit's thumbnail is an image (as the file uses read it); its outline is drawn like the elements' icons.
      files.push({
        kind: 'image',
        originalName: `zestaw-${slugify(collection.name)}-${slugify(kit.name)}.svg`,
        bytes: new TextEncoder().encode(demoKitIcon(kit.name, parts)),
        use: { use: 'kitThumbnail', collection: collection.name, kit: kit.name },
      });
    }
  }
  // A woven swatch per demo fabric, in its colour (demo-fabrics.ts).
  for (const family of DEMO_FABRIC_FAMILIES) {
    const swatches = await Promise.all(family.fabrics.map((fabric) => demoFabricTexture(demoFabricRgb(fabric))));
    for (const [index, fabric] of family.fabrics.entries()) {
      files.push({ kind: 'texture', originalName: `${slugify(fabric.name)}.png`, bytes: swatches[index]!, use: { use: 'fabricTexture', family: family.name, fabric: fabric.name } });
    }
  }
  // A swatch per demo finish: grain, flat or brushed by its type, in its colour (demo-finishes.ts).
  const finishSwatches = await Promise.all(DEMO_FINISHES.map((finish) => demoFinishTexture(finish)));
  for (const [index, finish] of DEMO_FINISHES.entries()) {
    files.push({ kind: 'texture', originalName: demoFinishTextureName(finish.kind, finish), bytes: finishSwatches[index]!, use: { use: 'finishTexture', kind: finish.kind, finish: finish.name } });
  }
  const photos = await Promise.all(collections.map((collection, i) => demoCollectionPhoto(collection.name, FABRIC_COLOURS[i % FABRIC_COLOURS.length]!)));
  for (const [index, collection] of collections.entries()) {
    files.push({ kind: 'collection', originalName: `${slugify(collection.name)}.jpg`, bytes: photos[index]!, use: { use: 'collectionPhoto', collection: collection.name } });
  }
  return files;
}

/** What storing the demo files needs: the upload pipeline's dependencies and a local directory to stage each file in. */
export interface DemoFileDeps extends IngestDeps {
  /** Local disk beside the storage (the tus staging directory): a file staged there is moved in by a rename. */
  stagingDir: string;
}

/** Files stored at once: the checks and thumbnails of one overlap the database write of another. */
const SEED_CONCURRENCY = 4;

/**
 * Stores every demo file through the upload pipeline (checked, hashed, thumbnailed, validated and recorded with its
 * history entry by `actor`, as an upload is). Answers how many were stored and the stored name under each file's
 * demoFileKey; a model keeps its own name (D17), the others get generated ones.
 */
export async function seedDemoFiles(deps: DemoFileDeps, actor: Actor | null): Promise<{ stored: number; names: Map<string, string> }> {
  const files = await demoFiles();
  const dir = join(deps.stagingDir, `demo-${randomBytes(6).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  const names = new Map<string, string>();
  const store = async (file: DemoFile, index: number) => {
    const path = join(dir, `${index}-${file.originalName}`);
    await writeFile(path, file.bytes);
    const saved = await ingestLocalFile(deps, actor, { kind: file.kind, path, originalName: file.originalName });
    if (file.use.use !== 'modelSibling') names.set(demoFileKey(file.use), saved.file.name);
  };
  try {
    // A split model's siblings go in before its .gltf, so its check finds them and it is valid as stored.
    const siblings = files.filter((file) => file.use.use === 'modelSibling');
    const rest = files.filter((file) => file.use.use !== 'modelSibling');
    await Promise.all(siblings.map((file, i) => store(file, i)));
    let next = 0;
    const worker = async () => {
      while (next < rest.length) {
        const index = next++;
        await store(rest[index]!, siblings.length + index);
      }
    };
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { stored: files.length, names };
}
