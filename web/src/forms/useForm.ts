import { useEffect, useRef, useState } from 'react';
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
  /**
   * Saves (checking again, as the server will); resolves with what to show when refused. `version` is the record's
   * version the values were opened at (D29): the save names it, so a newer one is refused, never overwritten.
   */
  save: (values: TValues, version: number | null) => Promise<SubmitOutcome>;
  /**
   * The record as the store holds it now, as form values (D29): after a conflict it is what the other person saved,
   * shown beside the user's values and those the form was opened with.
   */
  stored?: TValues;
  /** The version of `stored`. While nothing is typed, a newer one (the store refreshed) is taken into the form. */
  storedVersion?: number | null | undefined;
}

/** One field of a conflict: as the user has it, as it was when the form opened, and as it is stored now. */
export interface ConflictRow {
  key: string;
  mine: unknown;
  opened: unknown;
  now: unknown;
}

/** A save refused because someone saved first: what differs, and the two ways on. */
export interface FormConflict {
  rows: ConflictRow[];
  /** Saves the fields the user changed over the record as it is now (the current version); the others keep theirs. */
  keepMine: () => void;
  /** Takes the stored values into the form (the user's changes to other fields are dropped too). */
  takeCurrent: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values, its submit (useSubmit) and whether it changed; a change re-reads the field with the same
 * domain rule as the save, so a fixed field's message (and then the banner) goes at once.
 */
export function useForm<TValues extends object>({ initial, check, messageOf = (key) => key, save, stored, storedVersion = null }: FormOptions<TValues>) {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  // The version `start` was read at: what a save names, whatever the store holds by then.
  const [openedVersion, setOpenedVersion] = useState(storedVersion);
  const latest = useRef(values);
  const version = useRef(openedVersion);
  version.current = openedVersion;
  const submit = useSubmit(() => save(latest.current, version.current));
  const dirty = !same(start, values);

  // The screen may render from the store first and from the network a moment later: with nothing typed yet, the
  // newer record simply replaces the older one; once something is typed, the save's version check decides.
  const adopt = !dirty && !submit.conflict && stored !== undefined && storedVersion !== openedVersion;
  useEffect(() => {
    if (!adopt || !stored) return;
    latest.current = stored;
    setValues(stored);
    setStart(stored);
    setOpenedVersion(storedVersion);
  }, [adopt, stored, storedVersion]);
  const flagged = Object.values(submit.fieldErrors).some(Boolean);

  /** Sets one value; `change` may be a function of the value it replaces (a list that grows by clicks). */
  function set<K extends keyof TValues & string>(key: K, change: TValues[K] | ((current: TValues[K]) => TValues[K])) {
    const value = typeof change === 'function' ? (change as (current: TValues[K]) => TValues[K])(latest.current[key]) : change;
    const next = { ...latest.current, [key]: value };
    latest.current = next;
    setValues(next);
    if (flagged) submit.recheck(([] as string[]).concat(messageOf(key)), check(next));
  }

  let conflict: FormConflict | null = null;
  if (submit.conflict && stored) {
    const now = stored as Record<string, unknown>;
    const opened = start as Record<string, unknown>;
    const mine = values as Record<string, unknown>;
    const rows = Object.keys(now)
      .filter((key) => !same(now[key], opened[key]) || !same(now[key], mine[key]))
      .map((key) => ({ key, mine: mine[key], opened: opened[key], now: now[key] }));
    conflict = {
      rows,
      // The user's own changes over the record as it is now: a field they left alone keeps the other person's value.
      keepMine: () => {
        const merged = { ...now, ...Object.fromEntries(Object.keys(mine).filter((key) => !same(mine[key], opened[key])).map((key) => [key, mine[key]])) } as TValues;
        latest.current = merged;
        version.current = storedVersion;
        setValues(merged);
        setStart(stored);
        setOpenedVersion(storedVersion);
        void submit.onSubmit();
      },
      takeCurrent: () => {
        latest.current = stored;
        setValues(stored);
        setStart(stored);
        setOpenedVersion(storedVersion);
        submit.dismissConflict();
      },
    };
  }

  return { ...submit, values, set, conflict, dirty };
}
