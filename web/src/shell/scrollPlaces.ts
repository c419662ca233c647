import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each screen was last scrolled to, by path; in memory only, so a reload starts at the top. */
const places = new Map<string, number>();

/**
 * A new screen opens at its top (a long list's scroll no longer carries over to the record opened from it); Back and
 * Forward return to where the screen was left; a filter or an order changed in the address keeps the place. Our own
 * few lines rather than React Router's ScrollRestoration, whose code would ride in the login route's shared chunk.
 */
export function useScrollPlaces(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(pathname);

  useEffect(() => {
    // The browser's own restoration would run before a screen's data is in the page.
    window.history.scrollRestoration = 'manual';
    const remember = () => places.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (current.current === pathname) return;
    current.current = pathname;
    window.scrollTo(0, navigationType === 'POP' ? (places.get(pathname) ?? 0) : 0);
  }, [pathname, navigationType]);
}
