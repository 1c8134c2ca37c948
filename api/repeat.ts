/** Background work of the server that runs again and again (the parking clock, the receipts' queue). */
export interface Repeating {
  stop(): void;
  /** Runs the work soon (after `wakeMs`), sooner than its next turn. */
  wake(): void;
}

/**
 * Runs `step` now and then: each run answers how long until the next (kept between 50 ms and
 * `intervalMs`); a run never overlaps another (a wake during one waits 200 ms); a failed run
 * is reported and the work comes back after `intervalMs`. Timers never keep the process up.
 */
export function startRepeating(
  step: () => Promise<number>,
  options: { intervalMs: number; firstMs: number; wakeMs: number; onError: (err: unknown) => void },
): Repeating {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  const plan = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), Math.max(50, Math.min(ms, options.intervalMs)));
    timer.unref();
  };
  const run = async () => {
    if (running) return plan(200);
    running = true;
    try {
      plan(await step());
    } catch (err) {
      options.onError(err);
      plan(options.intervalMs);
    } finally {
      running = false;
    }
  };
  plan(options.firstMs);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    wake: () => plan(options.wakeMs),
  };
}
