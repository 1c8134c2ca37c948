import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRepeating } from './repeat';

afterEach(() => vi.useRealTimers());

describe('background work that repeats', () => {
  it('runs when each run says, within 50 ms and the interval; a wake brings it closer; a failure waits; stop ends it', async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const errors: unknown[] = [];
    const answers = [5, 100_000, 1_000];
    const work = startRepeating(
      async () => {
        runs.push(Date.now());
        const next = answers.shift();
        if (next === undefined) throw new Error('down');
        return next;
      },
      { intervalMs: 10_000, firstMs: 0, wakeMs: 300, onError: (err) => errors.push(err) },
    );
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(50);
    expect(runs.map((t) => t - start)).toEqual([50]);
    await vi.advanceTimersByTimeAsync(50); // 5 ms asked, 50 ms at least
    expect(runs).toHaveLength(2);
    work.wake(); // 100,000 ms asked, the interval at most; the wake comes first
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(4);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(runs).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(5);
    work.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(5);
  });
});
