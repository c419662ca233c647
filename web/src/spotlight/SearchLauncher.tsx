import './launcher.css';
import { UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';

// The palette (Mantine Spotlight, its styles and its query) is its own chunk, fetched on first use: the shell stays lean.
const loadPalette = () => import('./CommandPalette.tsx');
const CommandPalette = lazy(loadPalette);

/** Apple keyboards name the key ⌘, the others Ctrl. */
const SHORTCUT_HINT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K';

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's 'Szukaj' button and Ctrl+K / ⌘K anywhere in the panel: both open the command palette.
 * `catalogue`: the viewer may search collections and elements (administrators); everyone searches configurations.
 */
export function SearchLauncher({ catalogue }: { catalogue: boolean }) {
  // Each request to open counts up: the palette opens on every change, also once its chunk has arrived.
  const [openRequests, setOpenRequests] = useState(0);
  const open = useCallback(() => setOpenRequests((count) => count + 1), []);
  // Also from inside a form field: the shortcut is the palette's, never the browser's address bar.
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      {/* The shortcut hint lies over the button but outside it: the button's name is 'Szukaj' alone. */}
      <span className="search-launcher">
        <UnstyledButton
          className="search-launcher-button"
          onClick={open}
          onPointerEnter={() => void loadPalette()}
          onFocus={() => void loadPalette()}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
        >
          <SearchIcon />
          <span className="search-launcher-label">Szukaj</span>
        </UnstyledButton>
        <kbd className="search-launcher-kbd" aria-hidden="true">
          {SHORTCUT_HINT}
        </kbd>
      </span>
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <CommandPalette openRequests={openRequests} catalogue={catalogue} />
        </Suspense>
      )}
    </>
  );
}
