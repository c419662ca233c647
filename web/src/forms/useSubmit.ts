import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { commonMessages } from '@meble/domain/messages/common';
import { AppError } from '../errors/AppError.ts';
import type { Conflict, FieldMessages, SubmitOutcome } from './outcome.ts';

interface Shown {
  banner: string;
  fieldErrors: FieldMessages;
  /** The banner speaks for the fields at fault ('Wypełnij wymagane pola'): it goes with the last of them. */
  bannerForFields: boolean;
  conflict: Conflict | null;
}

const NOTHING: Shown = { banner: '', fieldErrors: {}, bannerForFields: false, conflict: null };

/**
 * A form's submit: one save at a time, failures shown (never swallowed, D11) as a banner and messages next
 * to the fields, focus moved to the first field at fault so keyboard users land where the fix is. `recheck`
 * lets a change clear (or update) the message of a field the user is fixing.
 */
export function useSubmit(save: () => Promise<SubmitOutcome>) {
  const [shown, setShown] = useState<Shown>(NOTHING);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [attempt]);

  async function onSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let outcome: SubmitOutcome;
    try {
      outcome = await save();
    } catch (failure) {
      outcome = { ok: false, banner: failure instanceof AppError ? failure.message : commonMessages.unexpected, fieldErrors: {} };
    }
    busy.current = false;
    setPending(false);
    if (outcome.ok) {
      setShown(NOTHING);
      return;
    }
    const atFault = Object.values(outcome.fieldErrors).some(Boolean);
    setShown({ banner: outcome.banner, fieldErrors: outcome.fieldErrors, bannerForFields: atFault, conflict: outcome.conflict ?? null });
    setAttempt((n) => n + 1);
  }

  /**
   * After a change: `fields` (already flagged) now carry what the rule says of them, `now` (undefined: fixed).
   * A field not flagged is left alone until the next save, so typing never raises messages early.
   */
  const recheck = useCallback((fields: readonly string[], now: FieldMessages) => {
    setShown((current) => {
      const flagged = fields.filter((field) => current.fieldErrors[field] !== undefined);
      if (flagged.length === 0) return current;
      const fieldErrors: Record<string, string> = {};
      for (const [field, message] of Object.entries(current.fieldErrors)) if (message) fieldErrors[field] = message;
      for (const field of flagged) {
        const message = now[field];
        if (message) fieldErrors[field] = message;
        else delete fieldErrors[field];
      }
      const noneLeft = Object.keys(fieldErrors).length === 0;
      const banner = noneLeft && current.bannerForFields ? '' : current.banner;
      return { banner, fieldErrors, bannerForFields: current.bannerForFields, conflict: current.conflict };
    });
  }, []);

  /** The conflict is settled (the user took the current values): its banner goes with it. */
  const dismissConflict = useCallback(() => setShown((current) => (current.conflict ? NOTHING : current)), []);

  return { onSubmit, banner: shown.banner, fieldErrors: shown.fieldErrors, conflict: shown.conflict, dismissConflict, pending, formRef, recheck };
}
