import { createHash } from 'node:crypto';

/**
 * What the browser may do with this origin's pages. The panel (web/dist) loads only its own files: Vite's
 * hashed scripts and styles, images and 3D files from /uploads, and calls /graphql and /api. Mantine writes `<style>`
 * elements (its CSS variables, responsive props) at run time, hence 'unsafe-inline' for styles only; scripts stay
 * 'self', and may compile WebAssembly ('wasm-unsafe-eval', no JavaScript eval): the 3D viewer's three.js decodes
 * meshopt-compressed models with a WebAssembly module it carries. blob: images are local previews of picked files.
 * connect-src allows blob: for <model-viewer>: three.js fetches a GLB's embedded textures from object URLs it makes of
 * them.
 */
export const PANEL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Answers that are not pages (JSON, files): nothing runs in them, and no page frames them. */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * GraphiQL (Yoga's page, served from this package): one inline script (allowed by its hash, computed from the page
 * itself), inline styles, its editor's workers started from blob: URLs, a data: favicon and fonts, and /graphql.
 */
export function graphiqlCsp(html: string): string {
  const hashes = inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.join(' ') || "'none'"}`,
    'worker-src blob:',
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The SHA-256 (base64) of each inline `<script>` of a page, as a browser cuts them out (up to the first `</script>`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = /^<script([^>]*)>/i.exec(match[0])?.[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64'));
  }
  return hashes;
}

/** Every answer of this origin carries these, whatever it is. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Links out of the panel (the configurator) do not carry its addresses, which name records.
  'Referrer-Policy': 'same-origin',
};

/**
 * The media types a POST to /graphql may have: JSON (GraphQL over HTTP; application/graphql+json is its earlier
 * name, and application/graphql-response+json, the answer's type, is JSON too: clients send it). Anything
 * else (a form, text/plain) is what another site's page can send without a CORS preflight.
 */
const GRAPHQL_POST_TYPES = new Set(['application/json', 'application/graphql+json', 'application/graphql-response+json']);

/**
 * The Content-Type Yoga is handed for a POST to /graphql: `application/json` with the request's parameters, since
 * Yoga compares the type as written (`APPLICATION/JSON` would be refused with an empty 415); undefined when refused.
 */
export function graphqlPostContentType(contentType: string | undefined): string | undefined {
  const [type = '', ...parameters] = (contentType ?? '').split(';');
  if (!GRAPHQL_POST_TYPES.has(type.trim().toLowerCase())) return undefined;
  return ['application/json', ...parameters.map((parameter) => parameter.trim()).filter((parameter) => parameter !== '')].join('; ');
}
