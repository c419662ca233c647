import { useRef, useState } from 'react';
import type { FieldMessages, SubmitOutcome } from './outcome.ts';
import { useSubmit } from './useSubmit.ts';

export interface FormOptions<TValues extends object> {
  /** The values the form starts with: the form is changed (dirty) while its values differ from them. */
  initial: TValues;
  /** The domain rule: every field's message for these values (none when they are valid). */
  check: (values: TValues) => FieldMessages;
  /**
   * The message(s) a value's change may clear (both connection boxes → 'connect'; the password → its own and the
   * repeat's 'Podane hasła nie są jednakowe!'); the value's own name by default.
   */
  messageOf?: (key: keyof TValues & string) => string | readonly string[];
  /** Saves (checking again, as the server will); resolves with what to show when refused. */
  save: (values: TValues) => Promise<SubmitOutcome>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values, its submit (useSubmit) and whether it changed; a change re-reads the field with the same
 * domain rule as the save, so a fixed field's message (and then the banner) goes at once.
 */
export function useForm<TValues extends object>({ initial, check, messageOf = (key) => key, save }: FormOptions<TValues>) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  const submit = useSubmit(() => save(latest.current));
  const flagged = Object.values(submit.fieldErrors).some(Boolean);

  /** Sets one value; `change` may be a function of the value it replaces (a list that grows by clicks). */
  function set<K extends keyof TValues & string>(key: K, change: TValues[K] | ((current: TValues[K]) => TValues[K])) {
    const value = typeof change === 'function' ? (change as (current: TValues[K]) => TValues[K])(latest.current[key]) : change;
    const next = { ...latest.current, [key]: value };
    latest.current = next;
    setValues(next);
    if (flagged) submit.recheck(([] as string[]).concat(messageOf(key)), check(next));
  }

  return { ...submit, values, set, dirty: !same(start, values) };
}
