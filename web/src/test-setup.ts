import { configure } from '@testing-library/dom';
import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';

// The files of a worker share one process and one jsdom window (`isolate: false` in vitest.config.mts: a fresh
// process and window per file cost more than the tests). This file runs again before each test file, so each
// starts as a fresh page load would: our modules evaluated anew (the Relay store, the session and the command
// palette live in them), an empty document and storage, and no notice left by the previous file.
vi.resetModules();
notifications.clean();
if (typeof window !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
}

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
  // A combobox scrolls its selected option into view (the file picker's lists).
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
