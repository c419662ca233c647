import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The texts of the question asked before unsaved changes are left behind. */
export const leavePrompt = {
  title: 'Niezapisane zmiany',
  message: 'Masz niezapisane zmiany. Czy chcesz opuścić stronę bez zapisywania?',
  leave: 'Opuść stronę',
  stay: 'Zostań',
} as const;

export interface LeavePromptTexts {
  title: string;
  message: string;
  leave: string;
  stay: string;
}

export interface LeavePrompt {
  /** Render it where the form is: the question, while a navigation waits for the answer. */
  prompt: ReactNode;
  /** Call just before the form navigates away by itself (after a save or a cancel): that leave is not asked about. */
  allowLeave: () => void;
}

/**
 * Asks before a changed form (or edit mode, or uploads under way: `texts`) is left by a link, the back button or a
 * reload (React Router's blocker; the browser's own question for a reload or a closed tab). Moving within the same
 * address (its query, e.g. a filter) is not leaving.
 */
export function useLeavePrompt(dirty: boolean, texts: LeavePromptTexts = leavePrompt): LeavePrompt {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  if (!dirty) allowed.current = false;

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (allowed.current) return;
      event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  const prompt =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.leave}
        cancelLabel={texts.stay}
        onConfirm={() => {
          blocker.proceed();
          return Promise.resolve(null);
        }}
        onCancel={() => blocker.reset()}
      />
    ) : null;

  return { prompt, allowLeave };
}
