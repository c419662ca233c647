import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '@meble/domain/messages';
import { AppError } from '../errors/AppError.ts';
import type { FieldMessages, SubmitOutcome } from './outcome.ts';

/**
 * A form's submit: one save at a time, failures shown (never swallowed, D11) as a banner and messages next
 * to the fields, focus moved to the first field at fault so keyboard users land where the fix is.
 */
export function useSubmit(save: () => Promise<SubmitOutcome>) {
  const [banner, setBanner] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let outcome: SubmitOutcome;
    try {
      outcome = await save();
    } catch (failure) {
      outcome = { ok: false, banner: failure instanceof AppError ? failure.message : messages.unexpected, fieldErrors: {} };
    }
    busy.current = false;
    setPending(false);
    if (outcome.ok) return;
    setBanner(outcome.banner);
    setFieldErrors(outcome.fieldErrors);
    setAttempt((n) => n + 1);
  }

  return { onSubmit, banner, fieldErrors, pending, formRef };
}
