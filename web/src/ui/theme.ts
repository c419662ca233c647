import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

// The product's colours (web/src/styles.css): navy brand, dark red for danger; shade 6 is the original value.
const brand: MantineColorsTuple = ['#eef1f5', '#d9dfe8', '#b7c2d3', '#95a6be', '#7389aa', '#4d6993', '#2b4c7e', '#25416b', '#1e3558', '#182a45'];
const danger: MantineColorsTuple = ['#f8eced', '#efd5d6', '#e0b0b1', '#d28a8c', '#c36568', '#b33b3f', '#a4161a', '#8b1316', '#730f12', '#5a0c0e'];

/** The panel's Mantine theme: its colours, its type, and the same amber focus ring as everywhere else. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, red: danger },
  black: '#1d232b',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" },
  defaultRadius: 'sm',
  // styles.css draws the ring (3 px amber): Mantine's own class would replace it with a thinner brand outline.
  focusClassName: 'focus-ring',
  cursorType: 'pointer',
  // A person who asked their system for less motion gets menus and dialogs without the fade.
  respectReducedMotion: true,
});

/**
 * Mantine's dimmed grey (gray 6) reads at about 3:1 on the panel's white and grey, below the 4.5:1 axe asks of
 * text: dimmed text (hints, counts, placeholders) takes the panel's muted ink instead (6:1 on white). In the dark
 * theme Mantine's dimmed (dark 2), its error red (8) and its brand and red text shades (4) are as faint on dark grey: the panel's
 * lighter ones (styles.css --muted, --link, --danger) keep 4.5:1 there.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5a6472' },
  dark: {
    '--mantine-color-dimmed': 'var(--muted)',
    '--mantine-color-error': 'var(--danger)',
    '--mantine-color-anchor': 'var(--link)',
    '--mantine-color-brand-text': 'var(--link)',
    '--mantine-color-brand-light-color': 'var(--link)',
    '--mantine-color-red-text': 'var(--danger)',
    '--mantine-color-red-light-color': 'var(--danger)',
  },
});
