import { Button, Stack, TextInput } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { DELETE_CONFIRMATION_MAX, isDeleteConfirmed } from '@meble/domain/delete';
import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { commonMessages } from '@meble/domain/messages/common';
import { historyMessages } from '@meble/domain/messages/history';
import { validationMessages } from '@meble/domain/messages/validation';
import { AppError } from '../errors/AppError.ts';
import { FormBanner } from './fields.tsx';

export const DELETE_CONFIRMATION_LABEL = 'Wpisz „usuń”, aby potwierdzić';

type Step = 'closed' | 'asking' | 'running' | 'done';

interface DeleteConfirmationProps {
  /** What will go, in a sentence (D8), shown once the user has asked to delete. */
  impact: string;
  /**
   * Deletes; resolves with null when done (the caller navigates away) or with the server's refusal,
   * which is shown here (never swallowed, D11) and lets the user try again.
   */
  onConfirm: () => Promise<string | null>;
}

/**
 * The two-step delete of spec part 2 §4: the first 'Usuń' asks for the word, the second deletes once it
 * matches; a mismatch is flagged and deletes nothing; Escape cancels the step; after confirmation further
 * clicks are ignored.
 */
export function DeleteConfirmation({ impact, onConfirm }: DeleteConfirmationProps) {
  const id = useId();
  const inputId = `${id}-word`;
  const [step, setStep] = useState<Step>('closed');
  const [word, setWord] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [refusal, setRefusal] = useState('');
  // State updates land after the click handler: a ref stops a second click in the same frame.
  const locked = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape takes the step back (nothing deleted, the word forgotten), focus on 'Usuń' where the user began.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || step !== 'asking' || locked.current) return;
    event.preventDefault();
    setStep('closed');
    setWord('');
    setMismatch(false);
    setRefusal('');
    buttonRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked.current) return;
    if (step === 'closed') {
      setStep('asking');
      requestAnimationFrame(() => inputRef.current?.focus());
      return;
    }
    if (!isDeleteConfirmed(word)) {
      setMismatch(true);
      inputRef.current?.focus();
      return;
    }
    locked.current = true;
    setMismatch(false);
    setRefusal('');
    setStep('running');
    let outcome: string | null;
    try {
      outcome = await onConfirm();
    } catch (failure) {
      outcome = failure instanceof AppError ? failure.message : commonMessages.unexpected;
    }
    if (outcome === null) {
      setStep('done');
      return;
    }
    setRefusal(outcome);
    setStep('asking');
    locked.current = false;
  }

  const asking = step !== 'closed';
  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-label="Usuwanie">
      <Stack gap="sm" maw={384} align="flex-start">
        {asking ? (
          <TextInput
            ref={inputRef}
            id={inputId}
            w="100%"
            label={DELETE_CONFIRMATION_LABEL}
            // The impact sentence comes first and is read with the field (Mantine points at it and the message);
            // the way back follows it (D29).
            description={`${impact} ${historyMessages.deleteUndoHint(DELETE_UNDO_DAYS)}`}
            inputWrapperOrder={['description', 'label', 'input', 'error']}
            styles={{ description: { fontSize: 'var(--mantine-font-size-md)', color: 'inherit', marginBottom: 'var(--mantine-spacing-sm)' } }}
            autoComplete="off"
            maxLength={DELETE_CONFIRMATION_MAX}
            value={word}
            readOnly={step === 'running' || step === 'done'}
            onChange={(event) => {
              setWord(event.currentTarget.value);
              setMismatch(false);
            }}
            error={mismatch ? validationMessages.deleteConfirmationMismatch : undefined}
          />
        ) : null}
        <FormBanner message={refusal} />
        <Button ref={buttonRef} type="submit" color="red" aria-busy={step === 'running'}>
          Usuń
        </Button>
      </Stack>
    </form>
  );
}
