import { useEffect, useRef } from 'react';

const FIRST_FIELD = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled])';

/**
 * Focus across a screen's edit mode, whose 'Edycja' button goes while it lasts: into the form's first field when it
 * opens (where Escape cancels; attach `form` around it), and back to 'Edycja' when it ends, not on the first render.
 */
export function useEditModeFocus(editing: boolean) {
  const form = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const entered = useRef(false);
  useEffect(() => {
    if (editing) {
      entered.current = true;
      form.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    } else if (entered.current) editButton.current?.focus();
  }, [editing]);
  return { form, editButton };
}
