// The panel's light/dark choice, shared by the login route (no Mantine there) and the signed-in shell's toggle.

/** Where the header's toggle keeps the choice (Mantine's localStorageColorSchemeManager key). */
export const COLOR_SCHEME_KEY = 'panel-color-scheme';

/**
 * Before anything renders, the stored choice sets the attribute styles.css reads, so the login screen and the
 * shell's first paint match the toggle; without a choice the system's preference decides (CSS light-dark()).
 */
export function applyStoredColorScheme(root: HTMLElement = document.documentElement): void {
  try {
    const stored = localStorage.getItem(COLOR_SCHEME_KEY);
    if (stored === 'light' || stored === 'dark') root.setAttribute('data-mantine-color-scheme', stored);
  } catch {
    // Storage blocked (private mode, policy): the system's preference stands.
  }
}
