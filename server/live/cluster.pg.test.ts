import { createServer } from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { Server } from 'socket.io';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderChange } from '#contract/live';
import type { Database } from '../../api/db/database';
import { createTestDatabase } from '../../api/test/test-database';
import { joinCluster, type LiveCluster } from './cluster';
import type { Poller } from './poller';
import { readyChange } from './ready-change';

/**
 * Several processes share PostgreSQL's channel (decision 007). Only on PostgreSQL
 * (TEST_DATABASE_URL; vitest.config.ts leaves *.pg.test.ts out without it). Two clusters in
 * this process stand for two processes; their pollers are recorders, since what is tested is
 * the channel between them.
 */
const change = readyChange(1, 1);

function recordingPoller() {
  const pushed: OrderChange[][] = [];
  let wakes = 0;
  const poller = { push: (changes: OrderChange[]) => pushed.push(changes), wake: () => (wakes += 1) } as unknown as Poller;
  return { poller, pushed, wakes: () => wakes };
}

let database: Database;
let admin: pg.Client;
const servers: Server[] = [];
const clusters: LiveCluster[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: database.postgresUrl });
  await admin.connect();
});

afterAll(async () => {
  // As a process shuts down (server/live/start.ts): the sockets and the adapter, then the channel's pool.
  for (const io of servers) await io.close();
  for (const cluster of clusters) await cluster.close();
  await admin.end();
  await database.close();
});

function aProcess(): { cluster: LiveCluster; recorder: ReturnType<typeof recordingPoller> } {
  // Attached to an HTTP server never started: no browser connects, the channel is what is tested.
  const io = new Server(createServer());
  servers.push(io);
  const recorder = recordingPoller();
  const cluster = joinCluster(io, recorder.poller, database.postgresUrl!, pino({ level: 'silent' }));
  clusters.push(cluster);
  return { cluster, recorder };
}

/** The live connections waiting on LISTEN in this test's database. */
async function listening(): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and application_name = 'washdesk-live' and query like 'LISTEN%'`,
  );
  return rows.map((r) => r.pid);
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('a change on one process reaches the other, and still does after the database ends their connections', async () => {
  const a = aProcess();
  const b = aProcess();
  await until('both processes to listen', async () => (await listening()).length >= 2);
  a.cluster.wake([change]);
  await until("the other process's push", () => b.recorder.pushed.length === 1);
  expect(b.recorder.pushed[0]).toEqual([change]);

  // A restart of the database, or an administrator, ends the connections: the process lives on.
  const ended = await listening();
  await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [ended]);
  await until('both processes to listen again', async () => {
    const now = await listening();
    return now.length >= 2 && now.every((pid) => !ended.includes(pid));
  });
  const wakes = b.recorder.wakes();
  a.cluster.wake([{ ...change, seq: 2 }]);
  await until("the other process's push after reconnecting", () => b.recorder.pushed.length === 2);
  expect(b.recorder.pushed[1]).toEqual([{ ...change, seq: 2 }]);
  expect(b.recorder.wakes()).toBe(wakes + 1);
});
