import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router';
import type { MainMenu_viewer$key } from '../__generated__/MainMenu_viewer.graphql.ts';
import { PATTERNS as P } from '../routes/paths.ts';
import { routeByPath } from '../routes/table.ts';

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

export function MainMenu({ viewer }: { viewer: MainMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MainMenu_viewer on User {
        isSalon
      }
    `,
    viewer,
  );
  return (
    <nav className="main-menu" aria-label="Menu główne">
      <ul>
        {menuItemsFor(data).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === P.addContent}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
