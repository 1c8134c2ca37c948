import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import pg from 'pg';
import type { Server } from 'socket.io';
import type { Poller } from './poller';

/** Server to server: a change went through one process; every other process polls now. */
const WAKE_EVENT = 'live:wake';

export interface LiveCluster {
  /** A change went through this process: poll here, and tell the other processes. */
  wake(): void;
  close(): Promise<void>;
}

/**
 * Several processes behind one PostgreSQL (decision 007): the socket.io PostgreSQL
 * adapter carries a wake-up from the process that took a change to all the others over
 * LISTEN/NOTIFY. Each process still polls the product API itself and pushes only to its
 * own sockets (`io.local`), so a browser gets each change once whichever process it is
 * connected to, and a lost notification is caught by the next regular poll.
 */
export function joinCluster(io: Server, poller: Poller, databaseUrl: string, logger: Logger): LiveCluster {
  // Two connections: one held for LISTEN, one for NOTIFY and the adapter's clean-up.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'washdesk-live' });
  pool.on('error', (err) => logger.warn({ err: err.message }, 'live cluster connection failed'));
  io.adapter(
    createAdapter(pool, {
      errorHandler: (err) => logger.warn({ err: err.message }, 'live cluster message failed'),
    }),
  );
  io.on(WAKE_EVENT, () => poller.wake());
  return {
    wake: () => {
      poller.wake();
      io.serverSideEmit(WAKE_EVENT);
    },
    close: () => pool.end(),
  };
}

/** One process alone: a wake-up is local. */
export function singleProcess(poller: Poller): LiveCluster {
  return { wake: () => poller.wake(), close: async () => undefined };
}
