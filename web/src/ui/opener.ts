import { useEffect, useState } from 'react';

/**
 * The control that opened a dialog, read while the dialog first renders: for an item chosen from a menu, the menu's
 * own button ('⋯'), since the item goes with the menu; else what had focus (nothing when that was the page itself).
 */
export function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const opener = menu ? Array.from(document.querySelectorAll('[aria-controls]')).find((control) => control.getAttribute('aria-controls') === menu.id) : active;
  return opener instanceof HTMLElement && opener !== document.body ? opener : null;
}

/**
 * Gives focus back to the control that opened the dialog once it has gone: Mantine returns focus only from a dialog
 * that stays mounted, and these are shown while their record is chosen. Nothing moves when focus is already elsewhere
 * or the control has gone with its row.
 */
export function useFocusBackToOpener(): void {
  const [opener] = useState(() => openerOf(document.activeElement));
  useEffect(
    () => () => {
      setTimeout(() => {
        const active = document.activeElement;
        if (opener?.isConnected && (active === null || active === document.body)) opener.focus();
      }, 0);
    },
    [opener],
  );
}
