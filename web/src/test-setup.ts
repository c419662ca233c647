import { configure } from '@testing-library/dom';

// Screens are lazy chunks compiled on first use; on a loaded 2-core CI machine that can take over a second, and
// the first render of the shell also compiles Mantine (seen at 5.3 s with five suites running at once).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine's components read from the browser (Mantine's own testing guide sets the same).
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
