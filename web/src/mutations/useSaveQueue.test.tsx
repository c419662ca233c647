import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveQueue } from './useSaveQueue.ts';

/** A save the test finishes when it wants, recording when it started. */
function deferred(log: string[], name: string) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const save = () => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve, reject) => {
      finish = () => {
        log.push(`end ${name}`);
        resolve();
      };
      fail = reject;
    });
  };
  return { save, finish: () => act(async () => finish()), fail: (error: Error) => act(async () => fail(error)) };
}

describe('useSaveQueue', () => {
  it('runs saves one at a time in the order made, keeps a second click on a saving box, and shows the last value meanwhile', async () => {
    const log: string[] = [];
    const { result } = renderHook(() => useSaveQueue<boolean>());
    const first = deferred(log, 'a:on');
    const second = deferred(log, 'a:off');
    const other = deferred(log, 'b:on');
    act(() => result.current.enqueue('a', true, first.save));
    act(() => result.current.enqueue('a', false, second.save));
    act(() => result.current.enqueue('b', true, other.save));
    await act(async () => undefined);
    expect(log).toEqual(['start a:on']);
    expect([...result.current.pending]).toEqual([
      ['a', false],
      ['b', true],
    ]);

    await first.finish();
    // Still one of 'a' to go: the box keeps showing it.
    expect(result.current.pending.get('a')).toBe(false);
    await second.finish();
    expect(result.current.pending.has('a')).toBe(false);
    // A save that throws clears its box and does not stop the next one.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = deferred(log, 'c:on');
    act(() => result.current.enqueue('c', true, after.save));
    await other.fail(new Error('broken'));
    expect(result.current.pending.has('b')).toBe(false);
    expect(logged).toHaveBeenCalledWith(new Error('broken'));
    await after.finish();
    expect(log).toEqual(['start a:on', 'end a:on', 'start a:off', 'end a:off', 'start b:on', 'start c:on', 'end c:on']);
    expect(result.current.pending.size).toBe(0);
    logged.mockRestore();
  });
});
