/**
 * The one per-request memo of the gateway, on the context beside the loaders: a REST call started ahead by a scope
 * check or a read-ahead and read later by a resolver is the same promise. It never outlives its request, and every
 * mutation field empties it (with the loaders) once it has written, so what the payload reads is read afresh.
 */
export interface RequestCache {
  /** The work's promise, made the first time this request asks for `key`; later asks get the same promise. */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Forgets everything (the loaders are cleared with it: see GatewayContext.forget). */
  clear(): void;
}

export function createRequestCache(): RequestCache {
  const entries = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, work: () => Promise<T>): Promise<T> {
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        entry = work();
        entries.set(key, entry);
      }
      return entry;
    },
    clear() {
      entries.clear();
    },
  };
}

const memoNames = new Set<string>();

/**
 * A memo table of the request cache: `work` runs once per request and distinct `keyOf(args)`, whoever asks first
 * (a scope check starting it ahead, or the resolver). The name keeps tables apart; each is declared once, at load.
 */
export function perRequest<Context extends { readonly cache: RequestCache }, T, Args = void>(
  name: string,
  work: (context: Context, args: Args) => Promise<T>,
  keyOf: (args: Args) => unknown = () => null,
): (context: Context, args: Args) => Promise<T> {
  if (memoNames.has(name)) throw new Error(`the per-request memo ${name} is declared twice`);
  memoNames.add(name);
  return (context, args) => context.cache.once(`${name} ${JSON.stringify(keyOf(args))}`, () => work(context, args));
}
