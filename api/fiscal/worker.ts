import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { startRepeating, type Repeating } from '../repeat';
import type { FiscalProvider } from './provider';
import { BATCH, runFiscalQueue } from './queue';
import { errorMessage } from '../logger';

/**
 * The receipts' queue in the background of server.ts: a pass every few seconds, and one soon
 * after any change made through the API (a payment, a retry: `wake`). A pass that changed
 * something wakes the live layer, so the cashier's page shows the receipt's new state.
 */
export function startFiscalQueue(
  db: Db,
  provider: FiscalProvider,
  options: { logger: Logger; onChange?: () => void; intervalMs?: number },
): Repeating {
  const interval = options.intervalMs ?? 5_000;
  return startRepeating(
    async () => {
      const changed = await runFiscalQueue(db, provider, new Date(), (id, err) =>
        options.logger.error({ receipt: id, err: errorMessage(err) }, 'fiscal receipt: unexpected error'),
      );
      if (changed > 0) options.onChange?.();
      // A full batch: more may be due, so the next pass comes at once.
      return changed >= BATCH ? 0 : interval;
    },
    {
      intervalMs: interval,
      firstMs: interval,
      wakeMs: 300,
      onError: (err) => options.logger.warn({ err: errorMessage(err) }, 'fiscal queue failed; retrying at the next tick'),
    },
  );
}
