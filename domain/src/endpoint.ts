import { z } from 'zod';

/** HTTP methods as OpenAPI spells them. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An answer that is not JSON (a CSV export's text). */
export interface MediaAnswer {
  readonly mediaType: string;
  readonly schema: z.ZodType;
}

/** What one status answers: JSON of a schema, another media type, or no body at all (a 304). */
export type Answer = z.ZodType | MediaAnswer | null;

/**
 * One REST call as the API serves it and the gateway makes it: the only place its method, path, parameters, body
 * and answers are written. Errors every call may answer (400 field errors, 401, 403, 404, 409) are the API's to
 * describe; `responses` holds the answers a caller reads.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** OpenAPI's template: each `{name}` is one path segment, named in `params`. */
  readonly path: `/api/${string}`;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly responses: { readonly [status: number]: Answer };
}

/** The `{name}`s of a path template. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** The values that fill an endpoint's path, as the caller has them (encoded by pathOf). */
export type PathParams<E extends Endpoint> = { readonly [K in PathParamName<E['path']>]: string };

/** pathOf's second argument: required exactly when the path has parameters. */
export type PathArgs<E extends Endpoint> = [PathParamName<E['path']>] extends [never] ? [] : [params: PathParams<E>];

type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 203 | 204 | 206>;

/** The answer of an endpoint's one success status. */
export type SuccessAnswer<E extends Endpoint> = E['responses'][SuccessStatus<E>];

/** What a caller gets from a successful call, as the answer's schema parses it. */
export type AnswerOf<E extends Endpoint> =
  SuccessAnswer<E> extends z.ZodType ? z.output<SuccessAnswer<E>> : SuccessAnswer<E> extends MediaAnswer ? z.output<SuccessAnswer<E>['schema']> : undefined;

const PARAM = /\{(\w+)\}/g;

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Declares an endpoint; checked at once, so a table that names a parameter its path lacks (or the other way round),
 * or gives no single success answer, fails on import rather than in a route.
 */
export function endpoint<const E extends Endpoint>(definition: E): E {
  const inPath = [...definition.path.matchAll(PARAM)].map((match) => match[1]).sort();
  const declared = Object.keys(definition.params?.shape ?? {}).sort();
  if (inPath.join() !== declared.join()) {
    throw new Error(`${definition.method} ${definition.path}: params ${declared.join(', ') || '(none)'} do not match the path's ${inPath.join(', ') || '(none)'}`);
  }
  const successes = Object.keys(definition.responses).map(Number).filter(isSuccess);
  if (successes.length !== 1) throw new Error(`${definition.method} ${definition.path}: ${successes.length} success answers, not 1`);
  return definition;
}

/** The schema (or media answer) of an endpoint's one success status. */
export function successOf<E extends Endpoint>(endpoint: E): SuccessAnswer<E> {
  const status = Object.keys(endpoint.responses).map(Number).find(isSuccess);
  return endpoint.responses[status ?? 200] as SuccessAnswer<E>;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * One path segment of a REST call: an id or slug as the caller typed it. encodeURIComponent throws on a lone
 * surrogate (a 500 for `collection(slug: "\ud800")`): it goes as U+FFFD, which names no record, so the API answers 404.
 */
export function segment(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
}

/** The path to call: the template with each `{name}` filled by its value as one encoded segment. */
export function pathOf<E extends Endpoint>(endpoint: E, ...[params]: PathArgs<E>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return endpoint.path.replace(PARAM, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return segment(value);
  });
}

const REGEXP_SPECIAL = /[.*+?^$()|[\]\\]/g;

/** Matches the paths an endpoint answers, as a request sees them: each `{name}` is one segment, never empty. */
export function pathPattern(endpoint: Endpoint): RegExp {
  const parts = endpoint.path.split(PARAM).map((part, i) => (i % 2 === 1 ? '[^/]+' : part.replace(REGEXP_SPECIAL, '\\$&')));
  return new RegExp(`^${parts.join('')}$`);
}

/** The path parameters the catalogue shares; a malformed id is looked up and simply not found (404). */
export const idParams = z.object({ id: z.string().meta({ param: { name: 'id', in: 'path' }, format: 'uuid' }) });
export const slugParams = z.object({ slug: z.string().meta({ param: { name: 'slug', in: 'path' }, example: 'manhattan' }) });
