import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { startRepeating, type Repeating } from '../repeat';
import type { SmsProvider } from '../sms/provider';
import { BATCH, sendDueMessages } from './send';
import type { LinkSettings } from './compose';
import { errorMessage } from '../logger';

/**
 * The customers' messages in the background of server.ts: a pass every few seconds, and one
 * soon after any change made through the API (the order that queued a message: `wake`). A
 * pass that handled messages wakes the live layer, so the desk sees each one's state.
 */
export function startMessageQueue(
  db: Db,
  sms: SmsProvider,
  options: { settings: LinkSettings; logger: Logger; onChange?: () => void; intervalMs?: number },
): Repeating {
  const interval = options.intervalMs ?? 5_000;
  return startRepeating(
    async () => {
      const handled = await sendDueMessages(db, sms, new Date(), options.settings);
      if (handled > 0) options.onChange?.();
      return handled >= BATCH ? 0 : interval;
    },
    {
      intervalMs: interval,
      firstMs: interval,
      wakeMs: 100,
      onError: (err) => options.logger.warn({ err: errorMessage(err) }, 'customer messages failed; retrying at the next tick'),
    },
  );
}
