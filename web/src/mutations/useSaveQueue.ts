import { useCallback, useRef, useState } from 'react';

export interface SaveQueue<V> {
  /** The value each control will have once its saves are done, while any of them waits or runs. */
  pending: ReadonlyMap<string, V>;
  /** Shows `value` on the control `key` at once and runs `save` after every save asked for before it. */
  enqueue: (key: string, value: V, save: () => Promise<void>) => void;
}

/**
 * The saves of controls that save as they change (boxes ticked on a record's screen): one call at a time, in the
 * order made, so a late answer never undoes a later change. A control stays enabled while it saves (keyboard focus
 * stays on it), and a change made meanwhile is saved after the one under way, never dropped.
 */
export function useSaveQueue<V>(): SaveQueue<V> {
  const [pending, setPending] = useState<ReadonlyMap<string, V>>(new Map());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(new Map<string, number>());

  const enqueue = useCallback((key: string, value: V, save: () => Promise<void>) => {
    setPending((current) => new Map(current).set(key, value));
    waiting.current.set(key, (waiting.current.get(key) ?? 0) + 1);
    const run = queue.current.then(async () => {
      try {
        await save();
      } finally {
        const left = (waiting.current.get(key) ?? 1) - 1;
        if (left > 0) waiting.current.set(key, left);
        else {
          waiting.current.delete(key);
          setPending((current) => {
            const next = new Map(current);
            next.delete(key);
            return next;
          });
        }
      }
    });
    // A save that throws (its outcome is how a refusal is told) must not stop the ones after it.
    queue.current = run.catch((error: unknown) => console.error(error));
  }, []);

  return { pending, enqueue };
}
