import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

/** Typing settles this long before the address (and the server) follows. */
export const URL_TEXT_DEBOUNCE_MS = 300;

/**
 * The address the router is at, or on its way to: ahead of what React shows while a navigation renders (each one
 * renders on its own, so an earlier address can be shown after a later one was asked). Undefined outside a data router.
 */
export function useAddressAhead(): () => { pathname: string; search: string } | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(() => (router ? (router.state.navigation.location ?? router.state.location) : undefined), [router]);
}

/**
 * `setSearchParams` for one parameter, changing it in the address as it is now: react-router's own updater is
 * given the parameters of the last render, so two parameters set in quick succession (a salon, then typing)
 * would lose the first while its page is still loading. The router's state (the navigation under way, or the
 * current location) already holds it.
 */
function useSetSearchParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const addressAhead = useAddressAhead();
  return useCallback(
    (key: string, value: string) => {
      // The user already left this list, or a link is taking them elsewhere (typed, then clicked a result before
      // the address followed): a late write here would navigate back to this list and cancel that. The router may
      // have moved on before React unmounts this screen (and clears the write's timer), so its state decides.
      const where = addressAhead();
      if (where && where.pathname !== pathname) return;
      const latest = where ? where.search : `?${searchParams.toString()}`;
      const next = new URLSearchParams(latest);
      if (value) next.set(key, value);
      else next.delete(key);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [addressAhead, pathname, searchParams, setSearchParams],
  );
}

interface UrlTextOptions {
  /** What of the typed text the address keeps ('' = nothing: the parameter is removed). Default: trimmed. */
  toUrl?: (text: string) => string;
  delay?: number;
}

/**
 * A text box whose value is kept in the address's search parameter `key`, so a reload or a shared link keeps
 * it: the box shows what is typed at once, the address follows once typing settles (replacing the entry,
 * not one history entry per key), and a change of the address from outside (back, a menu link) fills the box.
 */
export function useUrlText(key: string, { toUrl = (text) => text.trim(), delay = URL_TEXT_DEBOUNCE_MS }: UrlTextOptions = {}) {
  const [searchParams] = useSearchParams();
  const setSearchParam = useSetSearchParam();
  const inUrl = searchParams.get(key) ?? '';
  const [text, setText] = useState(inUrl);
  // The value this box last wrote (or last took from the address): a different one came from outside.
  const known = useRef(inUrl);
  const toUrlRef = useRef(toUrl);
  toUrlRef.current = toUrl;

  useEffect(() => {
    if (inUrl === known.current) return;
    known.current = inUrl;
    setText(inUrl);
  }, [inUrl]);

  useEffect(() => {
    const wanted = toUrlRef.current(text);
    if (wanted === known.current) return undefined;
    const timer = setTimeout(() => {
      known.current = wanted;
      setSearchParam(key, wanted);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, key, delay, setSearchParam]);

  return [text, setText] as const;
}

/** One search parameter as it is ('' when absent) and a setter that replaces it ('' removes it). */
export function useUrlParam(key: string) {
  const [searchParams] = useSearchParams();
  const setSearchParam = useSetSearchParam();
  const value = searchParams.get(key) ?? '';
  return [value, (next: string) => setSearchParam(key, next)] as const;
}

/** One search parameter with a fixed set of values (a sort): `fallback` when absent or unknown, and then left out. */
export function useUrlChoice<T extends string>(key: string, choices: readonly T[], fallback: T) {
  const [raw, setRaw] = useUrlParam(key);
  const value = choices.find((choice) => choice === raw) ?? fallback;
  return [value, (next: T) => setRaw(next === fallback ? '' : next)] as const;
}
