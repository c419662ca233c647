import { UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

function MoonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" strokeLinejoin="round" />
    </svg>
  );
}

/** The theme the system asks for (what 'auto' shows). */
function systemScheme(): 'light' | 'dark' {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The header's light/dark switch: a toggle button named 'Tryb ciemny', pressed in the dark theme. Until it is
 * used the panel follows the system (Mantine's 'auto'); a press stores the choice (AppShell's colorSchemeManager),
 * and a press back to the system's own theme stores 'auto' again, so the panel follows the system once more.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <UnstyledButton
      className="scheme-toggle"
      aria-pressed={dark}
      title="Tryb ciemny"
      onClick={() => {
        const next = dark ? 'light' : 'dark';
        setColorScheme(next === systemScheme() ? 'auto' : next);
      }}
    >
      <MoonIcon />
      <span className="visually-hidden">Tryb ciemny</span>
    </UnstyledButton>
  );
}
