import { UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

function MoonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's light/dark switch: a toggle button named 'Tryb ciemny', pressed in the dark theme. Until it is
 * used the panel follows the system (Mantine's 'auto'); a press stores the choice (AppShell's colorSchemeManager).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <UnstyledButton
      className="scheme-toggle"
      aria-pressed={dark}
      title="Tryb ciemny"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <MoonIcon />
      <span className="visually-hidden">Tryb ciemny</span>
    </UnstyledButton>
  );
}
