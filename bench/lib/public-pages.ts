import os from 'node:os';
import { io as connect, type Socket } from 'socket.io-client';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE } from '../../api/contract/live';
import { adminQuery } from './postgres';

/** One customer's page: its socket on `/public` and what it heard. */
export interface PublicPage {
  token: string;
  socket: Socket;
  /** The latest view it got. */
  last: unknown;
  /** Arrival times (ms) of the views heard since the last mark. */
  heard: number[];
  gone: number;
}

/**
 * Customers' pages as socket.io clients in this process, as app/customer-script/live-order.ts
 * opens one: namespace `/public`, `auth: { token }`, the page's origin. Each page comes "from"
 * an address of `addresses` (X-Forwarded-For, believed from a loopback proxy: TRUSTED_PROXIES),
 * so that the public limit of 120 handshakes a minute per address holds for each.
 */
export class PublicPages {
  readonly pages: PublicPage[] = [];
  refused: Record<string, number> = {};

  constructor(private readonly baseURL: string) {}

  /** Opens one page per token, `batch` handshakes at a time; resolves when every page has its first view or was refused. */
  async open(tokens: string[], addresses: string[], batch = 100): Promise<void> {
    for (let i = 0; i < tokens.length; i += batch) {
      const slice = tokens.slice(i, i + batch);
      await Promise.all(slice.map((token, j) => this.openOne(token, addresses[(i + j) % addresses.length]!)));
    }
  }

  private openOne(token: string, address: string): Promise<void> {
    return new Promise((resolve) => {
      const socket = connect(`${this.baseURL}${PUBLIC_NAMESPACE}`, {
        transports: ['websocket'],
        auth: { token },
        extraHeaders: { origin: this.baseURL, 'x-forwarded-for': address },
        reconnection: false,
        forceNew: true,
      });
      const page: PublicPage = { token, socket, last: undefined, heard: [], gone: 0 };
      socket.on(PUBLIC_EVENTS.order, (view: unknown) => {
        page.heard.push(Date.now());
        page.last = view;
        resolve();
      });
      socket.on(PUBLIC_EVENTS.gone, () => (page.gone += 1));
      socket.once('connect', () => this.pages.push(page));
      socket.once('connect_error', (err) => {
        this.refused[err.message] = (this.refused[err.message] ?? 0) + 1;
        socket.close();
        resolve();
      });
    });
  }

  /** Forgets what was heard: the next change's arrivals start here. */
  mark(): void {
    for (const page of this.pages) page.heard = [];
  }

  /** The latest arrival of any page (0 if none since the mark). */
  lastArrival(): number {
    let last = 0;
    for (const page of this.pages) if (page.heard.length) last = Math.max(last, page.heard[page.heard.length - 1]!);
    return last;
  }

  close(): void {
    for (const page of this.pages) page.socket.close();
    this.pages.length = 0;
  }
}

/** JSON with the keys of every object sorted (those `keep` keeps): two views equal in content give the same text. */
export function canonical(value: unknown, keep: (key: string) => boolean = () => true): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([k]) => keep(k))
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** What a database has done so far (pg_stat_database, read from the server's `postgres` database, so the reading adds nothing). */
export async function databaseActivity(url: string): Promise<{ at: number; commits: number; rollbacks: number; rows: number }> {
  const name = new URL(url).pathname.slice(1);
  const r = await adminQuery<{ c: string; r: string; t: string }>(
    url,
    `select pg_stat_force_next_flush(), xact_commit::text as c, xact_rollback::text as r, (tup_returned + tup_fetched)::text as t
     from pg_stat_database where datname = '${name}'`,
  );
  const row = r.rows[0];
  return { at: Date.now(), commits: Number(row?.c ?? 0), rollbacks: Number(row?.r ?? 0), rows: Number(row?.t ?? 0) };
}

/** Transactions and rows read per second over `ms` of nobody doing anything. */
export async function idleRate(url: string, ms: number): Promise<{ transactionsPerSecond: number; rowsPerSecond: number }> {
  const before = await databaseActivity(url);
  await new Promise((r) => setTimeout(r, ms));
  const after = await databaseActivity(url);
  const seconds = (after.at - before.at) / 1000;
  return {
    transactionsPerSecond: (after.commits + after.rollbacks - before.commits - before.rollbacks) / seconds,
    rowsPerSecond: (after.rows - before.rows) / seconds,
  };
}

/** Samples the machine's 1-minute load average every 5 s from now on; the function returned stops and sums it up. */
export function sampleLoad(): () => { median: number; max: number; cores: number } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), 5_000);
  timer.unref();
  return () => {
    clearInterval(timer);
    const sorted = samples.sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN, cores: os.cpus().length };
  };
}
