import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { navigationShown, onNavigationProgress } from './navigationProgress.ts';

/**
 * A thin bar at the top while a route's loader, its lazy screen or its data load: a slow network shows something at
 * once (navigationProgress.ts says when). Rendered in the header (not Mantine's portal), so even idle it sits inside
 * a landmark (axe's `region` rule).
 */
export function RouteProgress() {
  const { key } = useLocation();
  useEffect(() => onNavigationProgress((running) => (running ? nprogress.start() : nprogress.complete())), []);
  useEffect(() => navigationShown(key), [key]);
  return <NavigationProgress aria-label="Ładowanie strony" withinPortal={false} />;
}
