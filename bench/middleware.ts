/**
 * Per-request middleware: what each piece of the server's middleware costs every
 * request, on a one-route app answering a short JSON (bench/lib/middleware-server.ts), as a
 * share of the same app without it. Request logging is measured with its line off (a live
 * reload's data read is logged at debug) and on.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { load } from './lib/load';
import { round, table } from './lib/stats';
import type { Section } from './section';

const CASES: Array<[string, string]> = [
  ['no middleware (reference)', ''],
  ['request log, line off (debug)', 'log-off'],
  ['request log, line on (info)', 'log-on'],
  ['helmet run for every request (before)', 'helmet-per-request'],
  ['security headers written once by helmet (now)', 'security-headers'],
  ['compression wrapped around every answer (before)', 'compression-always'],
  ['compression only when the client asks for it (now; the load tool does not)', 'compression'],
  ['host check (now: a known host is parsed once)', 'host-check'],
  ["all of today's: log off, security headers, host check, compression", 'log-off,security-headers,host-check,compression'],
];

async function serve(list: string, port: number): Promise<{ pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/middleware-server.ts', String(port), list], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { pid: child.pid!, stop: () => child.kill() };
}

/** CPU time a process has used so far (ms, user and system), from /proc (10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function middleware(options: { quick: boolean }): Promise<Section> {
  const rows: Array<{ name: string; rps: number; cpuUs: number }> = [];
  let port = 6100 + Math.floor(Math.random() * 100);
  const seconds = options.quick ? 5 : 10;
  for (const [name, list] of CASES) {
    const server = await serve(list, port);
    try {
      // Warm up, then count the server's own CPU time over a run: the rate of one run on a
      // shared 2-core machine swings by a fifth, the CPU time a request costs much less.
      await load(`http://127.0.0.1:${port}/`, {}, { runs: 1, seconds: 2 });
      const before = cpuMs(server.pid);
      const started = Date.now();
      const r = await load(`http://127.0.0.1:${port}/`, {}, { runs: 1, seconds });
      const requests = (r.rps * (Date.now() - started)) / 1000;
      rows.push({ name, rps: r.rps, cpuUs: round(((cpuMs(server.pid) - before) * 1000) / requests, 0) });
    } finally {
      server.stop();
      port += 1;
    }
  }
  const base = rows[0]!.cpuUs;
  const markdown = [
    `20 connections for ${seconds} s after a warm-up; each app in its own process. ` +
      "«CPU per request» is the server process's own CPU time (user and system, from /proc) divided by the requests it answered; " +
      '«added» is what the middleware adds to the bare app.',
    '',
    table(
      ['middleware', 'req/s', 'CPU per request (µs)', 'added (µs)'],
      rows.map((r) => [r.name, r.rps, r.cpuUs, r === rows[0] ? '' : round(r.cpuUs - base, 0)]),
    ),
  ].join('\n');
  return { id: 'middleware', title: 'Per-request middleware', markdown, data: rows };
}
