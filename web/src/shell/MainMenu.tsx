import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router';
import type { MainMenu_viewer$key } from '../__generated__/MainMenu_viewer.graphql.ts';

export interface MenuItem {
  label: string;
  to: string;
  /** Shown to salon users too (spec: only 'Konfiguracje klientów'). */
  salon: boolean;
}

/** Spec part 1 "Shell": the main menu, in this order. */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: 'Kolekcje', to: '/collections', salon: false },
  { label: 'Dodanie zawartości', to: '/add', salon: false },
  { label: 'Modele 3D', to: '/files/models', salon: false },
  { label: 'Tkaniny i wybarwienia', to: '/add/fabric', salon: false },
  { label: 'Ikony', to: '/files/icons', salon: false },
  { label: 'Ustawienia', to: '/settings', salon: false },
  { label: 'Konfiguracje klientów', to: '/client-configurations', salon: true },
];

export function menuItemsFor(viewer: { isSalon: boolean }): MenuItem[] {
  return MAIN_MENU.filter((item) => item.salon || !viewer.isSalon);
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
            <NavLink to={item.to} end={item.to === '/add'}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
