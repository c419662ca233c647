import { NavLink, Tooltip } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MainMenu_viewer$key } from '../__generated__/MainMenu_viewer.graphql.ts';
import { PATTERNS as P } from '../routes/paths.ts';
import { routeByPath } from '../routes/table.ts';
import type { AppRoute } from '../routes/table.ts';
import { NOT_AVAILABLE_TEXT } from '../screens/EmptyStates.tsx';
import { activePathOf, isSectionBuilt } from './sections.ts';

export interface MenuItem {
  label: string;
  /** A path of the route table. */
  to: string;
}

/** Spec part 1 "Shell": the main menu, in this order. */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: 'Kolekcje', to: P.collections },
  { label: 'Dodanie zawartości', to: P.addContent },
  { label: 'Modele 3D', to: P.models },
  { label: 'Tkaniny i wybarwienia', to: P.fabrics },
  { label: 'Ikony', to: P.icons },
  { label: 'Ustawienia', to: P.settings },
  { label: 'Konfiguracje klientów', to: P.clientConfigurations },
];

/** A salon user sees only the items that lead to salon routes; the route table alone marks those (`salon`). */
export function menuItemsFor(viewer: { isSalon: boolean }): MenuItem[] {
  return MAIN_MENU.filter((item) => !viewer.isSalon || routeByPath(item.to)?.salon === true);
}

const UNAVAILABLE_ID = 'main-menu-unavailable';

/**
 * An item whose whole section is not built yet: shown, leading nowhere, and no Tab stop (Tab goes from one place the
 * user can go to the next); its tooltip shows on hover or touch, and a screen reader reads the same sentence.
 */
function UnavailableItem({ label }: { label: string }) {
  return (
    <Tooltip label={NOT_AVAILABLE_TEXT} events={{ hover: true, focus: false, touch: true }} position="right" withArrow>
      <NavLink component="a" role="link" aria-disabled="true" aria-describedby={UNAVAILABLE_ID} className="menu-unavailable" label={label} />
    </Tooltip>
  );
}

export function MainMenu({ viewer, appRoute }: { viewer: MainMenu_viewer$key; appRoute: AppRoute }) {
  const data = useFragment(
    graphql`
      fragment MainMenu_viewer on User {
        isSalon
      }
    `,
    viewer,
  );
  const items = menuItemsFor(data);
  const active = activePathOf(
    appRoute,
    items.map((item) => item.to),
  );
  return (
    <nav className="main-menu" aria-label="Menu główne">
      <span id={UNAVAILABLE_ID} hidden>
        {NOT_AVAILABLE_TEXT}
      </span>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            {isSectionBuilt(item.to) ? (
              <NavLink
                component={Link}
                to={item.to}
                label={item.label}
                active={item.to === active}
                aria-current={item.to === active ? (appRoute.path === item.to ? 'page' : 'true') : undefined}
              />
            ) : (
              <UnavailableItem label={item.label} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
