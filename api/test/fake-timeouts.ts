import { expect, vi } from 'vitest';

/**
 * Runs `work` with setTimeout on a fake clock and, each time one more call has reached the
 * slow service (`calls()` grows), jumps the clock by `timeoutMs`: the caller's own timeout
 * fires at once instead of after a real wait. Whatever else the work waits for (the database,
 * the network) stays real.
 */
export async function jumpingEachTimeout<T>(work: () => Promise<T>, calls: () => number, timeoutMs: number): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let settled = false;
    let seen = calls();
    const running = work().finally(() => (settled = true));
    // Its failure is the caller's to see, at the await below, not an unhandled rejection meanwhile.
    running.catch(() => undefined);
    for (; !settled; seen = calls()) {
      // The database and the network stay real and may be slow on a busy machine: a wide timeout.
      await vi.waitFor(() => expect(settled || calls() > seen).toBe(true), { timeout: 20_000, interval: 20 });
      if (!settled) await vi.advanceTimersByTimeAsync(timeoutMs);
    }
    return await running;
  } finally {
    vi.useRealTimers();
  }
}
