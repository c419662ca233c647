/**
 * An SVG is served from the panel's own origin, so one that runs a script or loads anything from elsewhere is refused
 * here: the file is parsed as XML (a strict, small parser: no DTD internal subset, no entities but XML's own, every
 * tag closed) and every element, attribute and style is checked. Only same-document references ('#id') and embedded
 * raster images (data:image/png|jpeg|gif|webp) may be referenced.
 */

export type SvgVerdict = 'ok' | 'invalid' | 'unsafe';

/** Elements that run code or embed another document, whatever their attributes say. */
const UNSAFE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'frame', 'frameset', 'applet', 'base', 'meta', 'link']);

/** Animation elements, which may set a reference attribute to an external value. */
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatetransform', 'animatemotion', 'animatecolor']);

/** Attributes whose value is a URL reference. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'codebase', 'background', 'poster']);

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const NAME = /^[A-Za-z_:][A-Za-z0-9._:-]*$/;

/** Embedded rasters are harmless; an embedded SVG or HTML document is not (it could carry a script). */
const SAFE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/;

class Invalid extends Error {}

/** Decodes XML's five entities and character references; any other entity is undeclared (no DTD is allowed). */
function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new Invalid();
    if (body.startsWith('#x') || body.startsWith('#X')) return codePoint(Number.parseInt(body.slice(2), 16), body.slice(2), /^[0-9A-Fa-f]+$/);
    if (body.startsWith('#')) return codePoint(Number.parseInt(body.slice(1), 10), body.slice(1), /^[0-9]+$/);
    const predefined = PREDEFINED_ENTITIES[body];
    if (predefined === undefined) throw new Invalid();
    return predefined;
  });
}

function codePoint(value: number, digits: string, pattern: RegExp): string {
  if (!pattern.test(digits) || !Number.isFinite(value) || value <= 0 || value > 0x10ffff) throw new Invalid();
  return String.fromCodePoint(value);
}

/** Lower case, without the whitespace and control characters browsers skip inside a scheme ('java\tscript:'). */
function squeezed(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser skips here
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]+/g, '').toLowerCase();
}

/** A reference may point only inside the document or at an embedded raster image. */
function isSafeReference(raw: string): boolean {
  const value = squeezed(raw).replace(/^['"]|['"]$/g, '');
  return value === '' || value.startsWith('#') || SAFE_DATA_URL.test(value);
}

/** Styles: no imports, bindings, expressions or escapes (which could spell any of them), and only safe url()s. */
function isSafeCss(css: string): boolean {
  const value = squeezed(css);
  if (value.includes('\\') || value.includes('@import') || value.includes('expression(') || value.includes('javascript:')) return false;
  if (value.includes('-moz-binding') || value.includes('behavior:') || value.includes('image-set(') || value.includes('src(')) return false;
  for (const match of value.matchAll(/url\(([^)]*)\)?/g)) {
    if (!isSafeReference(match[1] ?? '')) return false;
  }
  return true;
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1).toLowerCase();

interface Tag {
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
  end: number;
}

/** Reads `<name attr="v" …>` from `start` (just after '<'). */
function readTag(text: string, start: number): Tag {
  const nameMatch = /^[^\s/>]+/.exec(text.slice(start, start + 256));
  const name = nameMatch?.[0] ?? '';
  if (!NAME.test(name)) throw new Invalid();
  const attributes = new Map<string, string>();
  let at = start + name.length;
  for (;;) {
    const spaced = /^\s*/.exec(text.slice(at, at + 4096))?.[0].length ?? 0;
    at += spaced;
    if (text.startsWith('/>', at)) return { name, attributes, selfClosing: true, end: at + 2 };
    if (text[at] === '>') return { name, attributes, selfClosing: false, end: at + 1 };
    if (spaced === 0 || at >= text.length) throw new Invalid();
    const attribute = /^([^\s=/>]+)\s*=\s*(["'])/.exec(text.slice(at, at + 512));
    if (!attribute) throw new Invalid();
    const attributeName = attribute[1] ?? '';
    const quote = attribute[2] ?? '"';
    if (!NAME.test(attributeName) || attributes.has(attributeName)) throw new Invalid();
    const valueStart = at + attribute[0].length;
    const valueEnd = text.indexOf(quote, valueStart);
    if (valueEnd < 0) throw new Invalid();
    const raw = text.slice(valueStart, valueEnd);
    if (raw.includes('<')) throw new Invalid();
    attributes.set(attributeName, decodeEntities(raw));
    at = valueEnd + 1;
  }
}

function isUnsafeElement(tag: Tag): boolean {
  const name = localName(tag.name);
  if (UNSAFE_ELEMENTS.has(name)) return true;
  for (const [attributeName, value] of tag.attributes) {
    const attribute = localName(attributeName);
    if (attribute.startsWith('on')) return true;
    if (squeezed(value).includes('javascript:') || squeezed(value).includes('vbscript:')) return true;
    if ((REFERENCE_ATTRIBUTES.has(attribute) || attribute.endsWith('href')) && !isSafeReference(value)) return true;
    if (attribute === 'style' && !isSafeCss(value)) return true;
    if (/url\s*\(/i.test(value) && !isSafeCss(value)) return true;
  }
  // An animation could set a reference to a value no attribute above holds.
  const animated = tag.attributes.get('attributeName');
  if (ANIMATION_ELEMENTS.has(name) && animated !== undefined) {
    const target = localName(animated.trim());
    if (target.endsWith('href') || REFERENCE_ATTRIBUTES.has(target) || target.startsWith('on') || target === 'style') return true;
  }
  return false;
}

/** Parses `text` as an SVG document and says whether it is safe to serve. */
export function checkSvgText(text: string): SvgVerdict {
  try {
    return scan(text.replace(/^\ufeff/, ''));
  } catch (error) {
    if (error instanceof Invalid) return 'invalid';
    throw error;
  }
}

function scan(text: string): SvgVerdict {
  const open: string[] = [];
  let rootSeen = false;
  let rootName = '';
  let styleText = '';
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = text.slice(at, lt < 0 ? text.length : lt);
    const decoded = decodeEntities(chunk);
    if (open.length === 0 && decoded.trim() !== '') throw new Invalid();
    if (localName(open.at(-1) ?? '') === 'style') styleText += decoded;
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) throw new Invalid();
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0 || open.length === 0) throw new Invalid();
      if (localName(open.at(-1) ?? '') === 'style') styleText += text.slice(lt + 9, end);
      at = end + 3;
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      if (end < 0) throw new Invalid();
      // Only the XML declaration, first in the file: <?xml-stylesheet?> loads a style sheet from elsewhere.
      const target = /^[^\s?]+/.exec(text.slice(lt + 2, lt + 64))?.[0] ?? '';
      if (target !== 'xml' || lt !== 0) return target.toLowerCase() === 'xml' ? 'invalid' : 'unsafe';
      at = end + 2;
    } else if (text.startsWith('<!', lt)) {
      // A document type is kept only without an internal subset: entities there could expand or load anything.
      if (!/^<!DOCTYPE\s/.test(text.slice(lt, lt + 10)) || rootSeen) throw new Invalid();
      const end = text.indexOf('>', lt);
      if (end < 0) throw new Invalid();
      if (text.slice(lt, end).includes('[')) return 'unsafe';
      at = end + 1;
    } else if (text.startsWith('</', lt)) {
      const end = text.indexOf('>', lt);
      const name = end < 0 ? '' : text.slice(lt + 2, end).trim();
      if (open.pop() !== name) throw new Invalid();
      if (localName(name) === 'style' && !isSafeCss(styleText)) return 'unsafe';
      at = end + 1;
    } else {
      const tag = readTag(text, lt + 1);
      if (open.length === 0) {
        if (rootSeen) throw new Invalid();
        rootSeen = true;
        rootName = localName(tag.name);
      }
      if (isUnsafeElement(tag)) return 'unsafe';
      if (!tag.selfClosing) {
        open.push(tag.name);
        if (localName(tag.name) === 'style') styleText = '';
      }
      at = tag.end;
    }
  }
  if (!rootSeen || open.length > 0 || rootName !== 'svg') return 'invalid';
  return 'ok';
}
