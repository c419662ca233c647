import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while a route's loader (and its lazy screen) loads: a slow network shows something at once.
 * Rendered in the header (not Mantine's portal), so even idle it sits inside a landmark (axe's `region` rule).
 */
export function RouteProgress() {
  const loading = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!loading) return undefined;
    nprogress.start();
    return () => nprogress.complete();
  }, [loading]);
  return <NavigationProgress aria-label="Ładowanie strony" withinPortal={false} />;
}
