import { Burger } from '@mantine/core';
import type { Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { APP_NAME } from '@meble/domain/app';
import type { AppHeader_viewer$key } from '../__generated__/AppHeader_viewer.graphql.ts';
import { PATTERNS } from '../routes/paths.ts';
import { SALON_LANDING_PATH } from '../session/guard.ts';
import { clearSession } from '../session/session.ts';
import { SearchLauncher } from '../spotlight/SearchLauncher.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';

function Logo() {
  return (
    <svg className="logo-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="14" width="28" height="10" rx="3" fill="currentColor" opacity="0.85" />
      <rect x="2" y="8" width="8" height="16" rx="3" fill="currentColor" />
      <rect x="22" y="8" width="8" height="16" rx="3" fill="currentColor" />
      <rect x="5" y="24" width="3" height="4" fill="currentColor" />
      <rect x="24" y="24" width="3" height="4" fill="currentColor" />
    </svg>
  );
}

interface MenuToggle {
  opened: boolean;
  toggle: () => void;
  /** The id of what it opens (the navbar). */
  controls: string;
  ref: Ref<HTMLButtonElement>;
}

export function AppHeader({ viewer, menu }: { viewer: AppHeader_viewer$key; menu: MenuToggle }) {
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on User {
        name
        isSalon
      }
    `,
    viewer,
  );
  return (
    <div className="app-header">
      {/* Below tablet width the menus live behind this button (the navbar is collapsed there). */}
      <Burger
        ref={menu.ref}
        opened={menu.opened}
        onClick={menu.toggle}
        hiddenFrom="sm"
        size="sm"
        color="white"
        aria-label="Menu"
        aria-expanded={menu.opened}
        aria-controls={menu.controls}
        className="app-burger"
      />
      {/* Home: the administrators' start page; a salon user's own list (the only screens they may open, D14). */}
      <Link className="logo" to={data.isSalon ? SALON_LANDING_PATH : PATTERNS.dashboard}>
        <Logo />
        <span className="logo-name">{APP_NAME}</span>
      </Link>
      <div className="app-user">
        <SearchLauncher catalogue={!data.isSalon} />
        <ColorSchemeToggle />
        <span className="app-user-name">{data.name}</span>
        {/* A full page load: the session and every cached record go together. */}
        <a href="/" onClick={() => clearSession()}>
          Wyloguj
        </a>
      </div>
    </div>
  );
}
