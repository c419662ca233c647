import { access, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { STORED_NAME, TUS_UPLOAD_PATH, UPLOAD_MAX_BYTES, type FileRecord } from '@meble/domain/file';
import { fileEndpoints } from '@meble/domain/file-endpoints';
import { messages } from '@meble/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { bufferBytes, multipartUpload, tusClient, tusMetadata, type TusClient } from '../kit/uploads.ts';

const text = (value: string) => new TextEncoder().encode(value);

const HTML = text('<!DOCTYPE html><html><body><script>fetch("/api/cms/users")</script></body></html>');
/** An ELF header (a Linux program) and a PE one (a Windows program), padded. */
const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(120).fill(0)]);
const PE = (() => {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a]);
  bytes.set([0x80, 0, 0, 0], 0x3c);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
})();
const ZIP = new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 0, 0, 8, 0, ...new Array<number>(100).fill(0)]);

const svg = (inner: string, rootAttributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${rootAttributes}>${inner}</svg>`;

/** Every file under `root`, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const exists = (path: string) => access(path).then(() => true, () => false);

describe('uploads: what is refused, and where nothing may land', () => {
  let t: TestApi;
  let token: string;
  let salonToken: string;
  let tus: TusClient;

  beforeAll(async () => {
    t = await createTestApi();
    const [admin, salon] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon().create()]);
    [token, salonToken] = await Promise.all([t.signIn(admin.email, admin.password), t.signIn(salon.email, salon.password)]);
    tus = tusClient(() => t.api, token);
  });
  afterAll(() => t.close());

  const storedFiles = () => filesUnder(join(t.filesDir, 'files'));
  const stagedFiles = () => filesUnder(t.stagingDir);

  async function refusal(response: Response, status: number): Promise<string> {
    const body = await response.text();
    expect(response.status, body).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (JSON.parse(body) as { message: string }).message;
  }

  it('refuses an extension the kind does not allow, before any byte is sent', async () => {
    expect(await refusal(await tus.create({ kind: 'image', filename: 'instalator.exe' }, 100), 415)).toBe(messages.fileTypeNotAllowed('.jpg, .jpeg, .png, .svg'));
    expect(await refusal(await tus.create({ kind: 'texture', filename: 'wzor.svg' }, 100), 415)).toBe(messages.fileTypeNotAllowed('.jpg, .jpeg, .png, .gif'));
    expect(await refusal(await tus.create({ kind: 'model', filename: 'bez-rozszerzenia' }, 100), 415)).toBe(messages.fileTypeNotAllowed('.gltf, .glb, .bin, .jpg, .jpeg, .png'));
    // A double extension counts by its last one; an encoded dot is decoded first.
    expect((await tus.create({ kind: 'image', filename: 'zdjecie.png.html' }, 100)).status).toBe(415);
    expect((await tus.create({ kind: 'image', filename: 'zdjecie%2Ehtml' }, 100)).status).toBe(415);
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadCollection.path, 'strona.html', HTML), 415)).toBe(
      messages.fileTypeNotAllowed('.jpg, .jpeg, .png, .gif, .pdf, .svg'),
    );
    // Metadata the domain refuses: an unknown kind, no name; and a length deferred or missing.
    expect(await refusal(await tus.create({ kind: 'user', filename: 'a.png' }, 100), 400)).toBe(messages.fileKindInvalid);
    expect(await refusal(await tus.create({ kind: 'image', filename: '' }, 100), 400)).toBe(messages.fileNameMissing);
    expect(await refusal(await tus.create({ kind: 'image', filename: 'a.png' }, 0), 400)).toBe(messages.fileEmpty);
    expect(await refusal(await tus.create({ kind: 'image', filename: 'a.png' }, 100, { 'upload-length': '', 'upload-defer-length': '1' }), 400)).toBe(
      messages.uploadHeadersInvalid,
    );
    expect(await stagedFiles()).toEqual([]);
  });

  it('refuses content that is not what its extension says: HTML, Linux and Windows programs as .png, HTML and ZIP as .bin', async () => {
    for (const [name, bytes] of [
      ['strona.png', HTML],
      ['program.png', ELF],
      ['program2.png', PE],
    ] as const) {
      expect(await refusal(await tus.upload('image', name, bytes), 415)).toBe(messages.fileContentMismatch('.png'));
    }
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadImage.path, 'zdjecie.jpg', HTML), 415)).toBe(messages.fileContentMismatch('.jpg'));
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadModel.path, 'bufor.bin', HTML), 415)).toBe(messages.fileContentMismatch('.bin'));
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadModel.path, 'bufor2.bin', ZIP), 415)).toBe(messages.fileContentMismatch('.bin'));
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadModel.path, 'program.bin', ELF), 415)).toBe(messages.fileContentMismatch('.bin'));
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadModel.path, 'sofa.gltf', text('{"nie":"gltf"}')), 415)).toBe(messages.gltfInvalid);
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadModel.path, 'sofa.glb', ELF), 415)).toBe(messages.fileContentMismatch('.glb'));
    expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadCollection.path, 'katalog.pdf', HTML), 415)).toBe(messages.fileContentMismatch('.pdf'));
    // Nothing stored, nothing left staged.
    expect(await storedFiles()).toEqual([]);
    expect(await stagedFiles()).toEqual([]);
  });

  it('refuses an SVG that runs a script or loads anything from elsewhere, and keeps a safe one', async () => {
    const unsafe = [
      svg('<script>alert(1)</script>'),
      svg('<SCRIPT xlink:href="x.js"/>'),
      svg('<rect width="10" height="10"/>', 'onload="alert(1)"'),
      svg('<a href="javascript:alert(1)"><rect width="10" height="10"/></a>'),
      svg('<a href="&#106;avascript:alert(1)"><rect width="10" height="10"/></a>'),
      svg('<a xlink:href="java\tscript:alert(1)"><rect width="10" height="10"/></a>'),
      svg('<image href="https://example.com/a.png" width="10" height="10"/>'),
      svg('<use xlink:href="other.svg#shape"/>'),
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="10" height="10"/>'),
      svg('<rect width="10" height="10" style="fill:url(https://example.com/x.svg#g)"/>'),
      svg('<rect width="10" height="10" fill="url(//example.com/x.svg#g)"/>'),
      svg('<style>@import "https://example.com/a.css";</style>'),
      svg('<style><![CDATA[rect { background: url("https://example.com/x.png") }]]></style>'),
      svg('<style>rect { background: \\75 rl(https://example.com/x.png) }</style>'),
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      svg('<set attributeName="href" to="https://example.com"/>'),
      `<?xml version="1.0"?><?xml-stylesheet href="https://example.com/a.css"?>${svg('')}`,
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
    ];
    for (const body of unsafe) {
      expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadIcon.path, 'ikona.svg', text(body)), 415), body).toBe(messages.svgUnsafe);
    }
    for (const body of ['<svg><rect></svg>', '<html><body>x</body></html>', svg('<text>&nieznana;</text>'), `${svg('')}${svg('')}`, 'zwykły tekst']) {
      expect(await refusal(await multipartUpload(t.api, token, fileEndpoints.uploadIcon.path, 'ikona.svg', text(body)), 415), body).toBe(messages.svgInvalid);
    }
    expect(await storedFiles()).toEqual([]);

    const pixel = (await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer()).toString('base64');
    const safe =
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- ikona -->\n` +
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#00c"/></linearGradient>' +
          '<style>.a { fill: url(#g); }</style></defs>' +
          '<rect class="a" width="40" height="40"/><use href="#g" xlink:href="#g"/>' +
          `<image width="1" height="1" href="data:image/png;base64,${pixel}"/><text x="1" y="30">Sofa &amp; fotel &#x263A;</text>`,
        'width="40" height="40" viewBox="0 0 40 40"',
      );
    const response = await multipartUpload(t.api, token, fileEndpoints.uploadIcon.path, 'ikona.svg', text(safe));
    const body = await response.text();
    expect(response.status, body).toBe(201);
    const record = (JSON.parse(body) as { data: FileRecord }).data;
    expect(record).toMatchObject({ contentType: 'image/svg+xml', thumbUrl: `/uploads/thumbnails/icon/${record.name}.png` });
  });

  it('stores a name with ../ or an encoded traversal sanitised (a model) or generated (others), never outside storage', async () => {
    const names = ['../../../../../../tmp/evil-a.bin', '..%2F..%2F..%2Fevil-b.bin', '..\\..\\..\\evil-c.bin', '%2e%2e%2f%2e%2e%2fevil-d.bin', '/etc/evil-e.bin'];
    const stored: string[] = [];
    for (const name of names) {
      const response = await tus.upload('model', name, bufferBytes(64));
      const body = await response.text();
      expect(response.status, body).toBe(200);
      stored.push((JSON.parse(body) as { data: FileRecord }).data.name);
    }
    expect(stored).toEqual(['evil-a.bin', 'evil-b.bin', 'evil-c.bin', 'evil-d.bin', 'evil-e.bin']);
    const multipart = await multipartUpload(t.api, token, fileEndpoints.uploadModel.path, '../../evil-f.bin', bufferBytes(64));
    expect(((await multipart.json()) as { data: FileRecord }).data.name).toBe('evil-f.bin');

    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    const image = await tus.upload('image', '../../../evil-g.png', png);
    const record = ((await image.json()) as { data: FileRecord }).data;
    expect(record.name).toMatch(/^[0-9a-f]{24}\.png$/);
    expect(record.originalname).toBe('evil-g.png');

    // A model name with nothing usable left is refused before its bytes are sent.
    expect(await refusal(await tus.create({ kind: 'model', filename: '../../!!!.bin' }, 10), 400)).toBe(messages.fileNameUnusable);
    expect(await refusal(await tus.create({ kind: 'model', filename: '%2e%2e%2f***.gltf' }, 10), 400)).toBe(messages.fileNameUnusable);
    expect(await refusal(await tus.create({ kind: 'model', filename: '../../.bin' }, 10), 415)).toBe(messages.fileTypeNotAllowed('.gltf, .glb, .bin, .jpg, .jpeg, .png'));

    // Everything is in storage, one stored name in its kind's folder (or its thumbnail's); nothing anywhere around.
    for (const path of await storedFiles()) {
      const segments = path.split(sep);
      const name = segments.at(-1) ?? '';
      expect(segments.length === 2 || (segments.length === 3 && segments[0] === 'thumbnails'), path).toBe(true);
      expect(STORED_NAME.test(name.replace(/\.png$/, '')), path).toBe(true);
    }
    expect(await stagedFiles()).toEqual([]);
    const around = [dirname(t.filesDir), t.filesDir, join(t.filesDir, 'files'), t.stagingDir, '/tmp', '/etc'];
    for (const directory of around) {
      for (const name of ['evil-a.bin', 'evil-b.bin', 'evil-c.bin', 'evil-d.bin', 'evil-e.bin', 'evil-f.bin', 'evil-g.png']) {
        expect(await exists(join(directory, name)), join(directory, name)).toBe(false);
      }
    }
  });

  it('a tus address that is not an upload id is not found, never a path', async () => {
    for (const id of ['..%2F..%2Fpasswd', '%2e%2e', 'nie-ma-takiego']) {
      const response = await t.api.fetch(
        new Request(`http://api.test${TUS_UPLOAD_PATH}/${id}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: text('x') }),
      );
      expect([400, 404]).toContain(response.status);
    }
  });

  it('refuses an upload that sends more bytes than its Upload-Length, and forgets it', async () => {
    for (const headers of [{}, { 'content-length': '20' }] as Record<string, string>[]) {
      const created = await tus.create({ kind: 'model', filename: 'klamczuch.bin' }, 10);
      const location = created.headers.get('location') ?? '';
      expect(await refusal(await tus.patch(location, 0, bufferBytes(20), headers), 413)).toBe(messages.uploadLengthMismatch);
      expect((await tus.head(location)).status).toBe(404);
    }
    // The same lie in a creation that carries its bytes.
    const withBytes = await t.api.fetch(
      new Request(`http://api.test${TUS_UPLOAD_PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'upload-metadata': tusMetadata({ kind: 'model', filename: 'klamczuch.bin' }),
          'content-type': 'application/offset+octet-stream',
        },
        body: bufferBytes(20),
      }),
    );
    expect(await refusal(withBytes, 413)).toBe(messages.uploadLengthMismatch);
    expect(await storedFiles()).not.toContain(join('model', 'klamczuch.bin'));
    expect(await stagedFiles()).toEqual([]);
  });

  it('refuses a declared length over 256 MB without reading a byte (tus and multipart); 256 MB itself may start', async () => {
    for (const length of [UPLOAD_MAX_BYTES + 1, 257 * 1024 * 1024]) {
      expect(await refusal(await tus.create({ kind: 'model', filename: 'duzy.bin' }, length), 413)).toBe(messages.fileTooBig(
        (length / 1024 / 1024).toLocaleString('pl-PL', { maximumFractionDigits: 1 }) + ' MB',
        '256 MB',
      ));
    }
    const largest = await tus.create({ kind: 'model', filename: 'najwiekszy.bin' }, UPLOAD_MAX_BYTES);
    expect(largest.status).toBe(201);
    expect((await tus.remove(largest.headers.get('location') ?? '')).status).toBe(204);

    const declared = await t.api.fetch(
      new Request(`http://api.test${fileEndpoints.uploadModel.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(257 * 1024 * 1024) },
        body: text('--x--'),
      }),
    );
    expect(await refusal(declared, 413)).toBe(messages.fileTooBig('257 MB', '256 MB'));
    expect(declared.headers.get('connection')).toBe('close');
  });

  it('a salon user may not upload (403), nor touch an administrator\'s upload; without a session 401', async () => {
    const salon = tusClient(() => t.api, salonToken);
    expect(await refusal(await salon.create({ kind: 'image', filename: 'a.png' }, 10), 403)).toBe(messages.forbidden);
    expect(await refusal(await multipartUpload(t.api, salonToken, fileEndpoints.uploadImage.path, 'a.png', bufferBytes(10)), 403)).toBe(messages.forbidden);
    const created = await tus.create({ kind: 'model', filename: 'cudzy.bin' }, 10);
    const location = created.headers.get('location') ?? '';
    expect((await salon.head(location)).status).toBe(403);
    expect((await salon.patch(location, 0, bufferBytes(10))).status).toBe(403);
    expect((await salon.remove(location)).status).toBe(403);
    const anonymous = await t.api.fetch(
      new Request(`http://api.test${TUS_UPLOAD_PATH}`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': tusMetadata({ kind: 'image', filename: 'a.png' }) } }),
    );
    expect(anonymous.status).toBe(401);
    expect((await tus.remove(location)).status).toBe(204);
  });
});
