/**
 * Whether a navigation is under way, from the router's own events: a screen's loader returns at once and its data
 * suspends the new screen, and React renders that navigation as one transition, so on a busy device the 'loading'
 * state of `useNavigation()` may never reach the screen while the old page stays up for seconds. The router's events
 * say at once that a navigation started; it ends when the screen it led to is rendered (`navigationShown`).
 * No Mantine here: the entry module loads this, and the login route carries no UI library (tests/dist).
 */

/** The router's state as far as this needs it (react-router's `Router.subscribe`). */
interface NavigationSource {
  subscribe(listener: (state: { navigation: { state: string }; location: { key: string } }) => void): () => void;
}

type Listener = (running: boolean) => void;

/** The location the last navigation ended at, and the one on screen: a navigation runs until they are the same. */
let target: string | undefined;
let shown: string | undefined;
let running = false;
const listeners = new Set<Listener>();

function setRunning(next: boolean): void {
  if (running === next) return;
  running = next;
  for (const listener of listeners) listener(next);
}

function finishIfShown(): void {
  if (running && target !== undefined && target === shown) setRunning(false);
}

export function trackNavigationProgress(router: NavigationSource): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      target = undefined;
      setRunning(true);
      return;
    }
    target = state.location.key;
    // A navigation that stayed on the page shown (a revalidation) has nothing more to render.
    finishIfShown();
  });
}

/** The screen of this location is rendered. */
export function navigationShown(key: string): void {
  shown = key;
  finishIfShown();
}

/** Hears each start and end of a navigation, and at once a navigation already under way. */
export function onNavigationProgress(listener: Listener): () => void {
  listeners.add(listener);
  if (running) listener(true);
  return () => listeners.delete(listener);
}
