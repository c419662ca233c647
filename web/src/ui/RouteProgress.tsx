import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The router's state as far as the bar needs it (react-router's `Router.subscribe`). */
interface NavigationSource {
  subscribe(listener: (state: { navigation: { state: string }; location: { key: string } }) => void): () => void;
}

/** The location the last navigation ended at, and the one on screen: the bar runs until they are the same. */
let target: string | undefined;
let shown: string | undefined;
let running = false;

function finishIfShown(): void {
  if (running && target !== undefined && target === shown) {
    running = false;
    nprogress.complete();
  }
}

/**
 * Drives the bar from the router itself rather than from `useNavigation()`: a screen's loader returns at once and its
 * data suspends the new screen, and React renders that navigation as one transition, so on a busy device the
 * 'loading' state may never reach the screen while the old page stays up for seconds. The router's own events
 * start the bar at once; it ends when the screen the navigation led to is rendered (RouteProgress's effect).
 */
export function trackNavigationProgress(router: NavigationSource): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      if (!running) nprogress.start();
      running = true;
      target = undefined;
      return;
    }
    target = state.location.key;
    // A navigation that stayed on the page shown (a revalidation) has nothing more to render.
    finishIfShown();
  });
}

/**
 * A thin bar at the top while a route's loader, its lazy screen or its data load: a slow network shows something at
 * once. Rendered in the header (not Mantine's portal), so even idle it sits inside a landmark (axe's `region` rule).
 */
export function RouteProgress() {
  const { key } = useLocation();
  useEffect(() => {
    shown = key;
    finishIfShown();
  }, [key]);
  return <NavigationProgress aria-label="Ładowanie strony" withinPortal={false} />;
}
