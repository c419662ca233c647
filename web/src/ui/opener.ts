/**
 * The control that opened a dialog, read while the dialog first renders: for an item chosen from a menu, the menu's
 * own button ('⋯'), since the item goes with the menu; else what had focus (nothing when that was the page itself).
 */
export function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const opener = menu ? Array.from(document.querySelectorAll('[aria-controls]')).find((control) => control.getAttribute('aria-controls') === menu.id) : active;
  return opener instanceof HTMLElement && opener !== document.body ? opener : null;
}
