import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing settles this long before the address (and the server) follows. */
export const URL_TEXT_DEBOUNCE_MS = 300;

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
  const [searchParams, setSearchParams] = useSearchParams();
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
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set(key, wanted);
          else next.delete(key);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [text, key, delay, setSearchParams]);

  return [text, setText] as const;
}

/** One search parameter as it is ('' when absent) and a setter that replaces it ('' removes it). */
export function useUrlParam(key: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(key) ?? '';
  function setValue(next: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(key, next);
        else params.delete(key);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [value, setValue] as const;
}

/** One search parameter with a fixed set of values (a sort): `fallback` when absent or unknown, and then left out. */
export function useUrlChoice<T extends string>(key: string, choices: readonly T[], fallback: T) {
  const [raw, setRaw] = useUrlParam(key);
  const value = choices.find((choice) => choice === raw) ?? fallback;
  return [value, (next: T) => setRaw(next === fallback ? '' : next)] as const;
}
