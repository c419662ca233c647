import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { leavePrompt, useLeavePrompt } from './LeavePrompt.tsx';

/**
 * How a form is left: a changed form asks before a link, the back button or a reload takes it away
 * (useLeavePrompt); 'Anuluj' leaves without asking (the user chose to); Escape is 'Anuluj', asking first when
 * something changed, since a key is pressed by mistake more easily than a button.
 */
export function useFormExit(dirty: boolean, cancel: () => void) {
  const { prompt, allowLeave } = useLeavePrompt(dirty);
  const [asking, setAsking] = useState(false);

  function leave() {
    allowLeave();
    cancel();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Only keys pressed in the form itself: a dialog's Escape (rendered elsewhere) is the dialog's.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    // In a search box with text, Escape is the browser's 'clear the search' (the kit form's element picker).
    if (event.target instanceof HTMLInputElement && event.target.type === 'search' && event.target.value !== '') return;
    event.preventDefault();
    if (dirty) setAsking(true);
    else leave();
  }

  const question = asking ? (
    <ConfirmDialog
      title={leavePrompt.title}
      message={leavePrompt.message}
      confirmLabel={leavePrompt.leave}
      cancelLabel={leavePrompt.stay}
      onConfirm={() => {
        setAsking(false);
        leave();
        return Promise.resolve(null);
      }}
      onCancel={() => setAsking(false)}
    />
  ) : null;

  return {
    /** Render it next to (not inside) the form: the question while a leave waits for the answer. */
    prompt: (
      <>
        {prompt}
        {question}
      </>
    ),
    /** Call just before the form navigates away after its own save. */
    allowLeave,
    /** 'Anuluj': leave without asking. */
    leave,
    /** The form's onKeyDown: Escape. */
    onKeyDown,
  };
}
