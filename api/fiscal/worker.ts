import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { FiscalProvider } from './provider';
import { runFiscalQueue } from './queue';

/**
 * The receipts' queue in the background of server.ts: a pass every few seconds, and one at
 * once after a payment (`wake`). A pass that changed something wakes the live layer, so the
 * cashier's page shows the receipt's new state.
 */
export function startFiscalQueue(db: Db, provider: FiscalProvider, options: { logger: Logger; onChange?: () => void; intervalMs?: number }): { stop(): void; wake(): void } {
  const interval = options.intervalMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  const plan = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };
  const tick = async () => {
    if (running) return plan(200);
    running = true;
    try {
      const changed = await runFiscalQueue(db, provider, new Date(), (id, err) => options.logger.error({ receipt: id, err: (err as Error).message }, 'fiscal receipt: unexpected error'));
      if (changed > 0) options.onChange?.();
      plan(changed >= 20 ? 0 : interval);
    } catch (err) {
      options.logger.warn({ err: (err as Error).message }, 'fiscal queue failed; retrying at the next tick');
      plan(interval);
    } finally {
      running = false;
    }
  };
  plan(interval);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    wake: () => plan(300),
  };
}
