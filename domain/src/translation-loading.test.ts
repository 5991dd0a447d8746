import { describe, expect, test, vi } from 'vitest';
import { translationRetryDelays, withRetry } from './translation-loading.js';

describe('withRetry', () => {
  test('delays double from 350 ms, 5 retries', () => {
    expect(translationRetryDelays).toEqual([350, 700, 1400, 2800, 5600]);
  });

  test.each([
    // failures before success → calls, waits, resolves
    [0, 1, [], true],
    [1, 2, [350], true],
    [3, 4, [350, 700, 1400], true],
    [5, 6, [350, 700, 1400, 2800, 5600], true],
    [6, 6, [350, 700, 1400, 2800, 5600], false],
  ])('%d failures → %d calls, waits %j, succeeds %s', async (failures, calls, waits, succeeds) => {
    const sleep = vi.fn(async (_ms: number) => {});
    const load = vi.fn(async (attempt: number) => {
      if (attempt < failures) throw new Error(`fail ${attempt}`);
      return 'messages';
    });
    const result = withRetry(load, { sleep });
    if (succeeds) await expect(result).resolves.toBe('messages');
    else await expect(result).rejects.toThrow('fail 5');
    expect(load).toHaveBeenCalledTimes(calls);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual(waits);
  });

  test('custom delays and shouldRetry', async () => {
    const sleep = vi.fn(async () => {});
    const load = vi.fn(async () => {
      throw new Error('404');
    });
    await expect(withRetry(load, { delays: [1, 2], sleep })).rejects.toThrow('404');
    expect(load).toHaveBeenCalledTimes(3);
    load.mockClear();
    await expect(withRetry(load, { sleep, shouldRetry: () => false })).rejects.toThrow('404');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('the default sleep waits with timers', async () => {
    vi.useFakeTimers();
    try {
      let attempts = 0;
      const result = withRetry(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('once');
        return attempts;
      });
      await vi.advanceTimersByTimeAsync(349);
      expect(attempts).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
