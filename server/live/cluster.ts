import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import pg from 'pg';
import type { Server } from 'socket.io';
import { z } from 'zod';
import type { OrderChange } from '#contract/live';
import { orderChangeSchema } from '#contract/order-changes';
import type { Poller } from './poller';

/** Server to server: a change went through one process; every other process polls now and pushes its order changes. */
const WAKE_EVENT = 'live:wake';
/**
 * Past this many order changes in one call (a merge of two clients' histories) the others are
 * only woken and read them from the feed: a notification carries a few kilobytes well.
 */
const PUSH_MAX = 100;
const pushedSchema = z.array(orderChangeSchema).max(PUSH_MAX);

export interface LiveCluster {
  /** A change went through this process: push its order changes and poll here, and tell the other processes. */
  wake(changes?: readonly OrderChange[]): void;
  close(): Promise<void>;
}

/**
 * Several processes behind one PostgreSQL (decision 007): the socket.io PostgreSQL
 * adapter carries a wake-up, with the order changes just committed (decision 042), from the
 * process that took a change to all the others over LISTEN/NOTIFY. Each process pushes them
 * and still polls the product API itself, and sends only to its own sockets (`io.local`), so a
 * browser gets each change once whichever process it is connected to, and a lost
 * notification is caught by the next regular poll.
 */
export function joinCluster(io: Server, poller: Poller, databaseUrl: string, logger: Logger): LiveCluster {
  // Two connections: one held for LISTEN, one for NOTIFY and the adapter's clean-up.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'washdesk-live' });
  pool.on('error', (err) => logger.warn({ err: err.message }, 'live cluster connection failed'));
  pool.on('connect', (client) => {
    // The adapter holds one connection for LISTEN and hears only its 'end': a database restarted
    // or a connection ended by an administrator emits 'error' first, which unheard would end the
    // process. The adapter then takes a new connection but never gives the dead one back, so the
    // pool, two at most, would have none left for NOTIFY and every wake-up would wait forever.
    client.on('error', (err) => logger.warn({ err: err.message }, 'live cluster connection lost'));
    client.on('end', () => {
      // Only the LISTEN connection hears notifications; the others go back to the pool by themselves.
      if (client.listenerCount('notification') === 0) return;
      try {
        client.release(new Error('live cluster connection ended'));
      } catch {
        // Given back already: the adapter closing at shutdown.
      }
    });
  });
  io.adapter(
    createAdapter(pool, {
      errorHandler: (err) => logger.warn({ err: err.message }, 'live cluster message failed'),
    }),
  );
  io.on(WAKE_EVENT, (changes: unknown) => {
    // From our own processes over the database's channel; still only well-formed changes are pushed.
    const parsed = pushedSchema.safeParse(changes);
    if (parsed.success) poller.push(parsed.data);
    poller.wake();
  });
  return {
    wake: (changes = []) => {
      poller.push(changes);
      poller.wake();
      io.serverSideEmit(WAKE_EVENT, changes.length <= PUSH_MAX ? changes : []);
    },
    close: () => pool.end(),
  };
}

/** One process alone: a wake-up is local. */
export function singleProcess(poller: Poller): LiveCluster {
  return {
    wake: (changes = []) => {
      poller.push(changes);
      poller.wake();
    },
    close: async () => undefined,
  };
}
