/**
 * Display memory (docs/reliability.md): the wall display runs for days. An hour of a busy wash (a car
 * arriving, one finished and one collected about every 15 seconds: 720 changes) is played
 * against one server as fast as the display keeps up, and the display page's JavaScript
 * heap (after a forced garbage collection) and DOM node count are sampled as it goes. The
 * queue stays the same length throughout (three cars in work, three done), so the heap
 * must stay flat: whatever grows is a leak.
 */
import { chromium } from '@playwright/test';
import { BenchApi, benchPlate } from './lib/api';
import { startServer } from './lib/server';
import { round, table } from './lib/stats';
import type { Section } from './section';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Sample {
  changes: number;
  heapKb: number;
  nodes: number;
}

export async function displayMemory(options: { cycles: number }): Promise<Section> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const master = await BenchApi.login(server.baseURL, 'master', 'master-demo');
    const cashier = await BenchApi.login(server.baseURL, 'cashier', 'cashier-demo');
    await cashier.ensureShift();
    const page = await (
      await browser.newContext({ baseURL: server.baseURL, locale: 'ru-RU', viewport: { width: 1920, height: 1080 } })
    ).newPage();
    await page.goto('/log_in');
    await page.getByLabel('Логин').fill('display');
    await page.getByLabel('Пароль', { exact: true }).fill('display-demo');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/display$/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const sample = async (changes: number): Promise<Sample> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
      return { changes, heapKb: heap.usedSize / 1024, nodes: dom.nodes };
    };

    // Bring the queue to its steady length before the first sample.
    const base = 700_000 + Math.floor(Math.random() * 100_000);
    const inWork: number[] = [];
    const done: number[] = [];
    let changes = 0;
    const step = async (i: number) => {
      const id = await master.startedOrder(benchPlate(base + i));
      await master.post('order/keys-taken', { order_id: id });
      inWork.push(id);
      changes += 1;
      if (inWork.length > 3) {
        const finished = inWork.shift()!;
        await master.post('order/complete', { order_id: finished });
        done.push(finished);
        changes += 1;
      }
      if (done.length > 3) {
        const collected = done.shift()!;
        const order = await cashier.get<{ pay_sum: number }>(`order/${collected}`);
        await cashier.post('order/pay', { order_id: collected, sum: order.pay_sum, method: 'card' });
        await cashier.post('order/keys-returned', { order_id: collected });
        changes += 1;
      }
      // About as fast as a push and a reload of the display take.
      await page.waitForTimeout(150);
    };
    for (let i = 0; i < 8; i += 1) await step(i);
    const started = Date.now();
    changes = 0;
    const samples = [await sample(0)];
    const every = Math.max(1, Math.floor(options.cycles / 8));
    for (let i = 0; i < options.cycles; i += 1) {
      await step(8 + i);
      if ((i + 1) % every === 0) samples.push(await sample(changes));
    }
    const seconds = (Date.now() - started) / 1000;
    const first = samples[0]!;
    const last = samples[samples.length - 1]!;
    const growth = last.heapKb - first.heapKb;
    // The first changes warm the page up (compiled code, caches); a leak keeps growing after.
    const middle = samples[Math.floor(samples.length / 2)]!;
    const lateGrowth = last.heapKb - middle.heapKb;
    const rows = samples.map((s) => [String(s.changes), `${round(s.heapKb / 1024, 2)} MB`, String(s.nodes)]);
    const markdown = [
      `The display page at 1920×1080 while ${last.changes} changes are played in ${round(seconds, 0)} s ` +
        '(an hour of a busy wash: a car in, one finished, one collected about every 15 s; three cars in work and three done all along). ' +
        "Heap after a forced garbage collection, and the page's DOM nodes.",
      '',
      table(['changes', 'JS heap', 'DOM nodes'], rows),
      '',
      `Heap from first to last sample: ${growth >= 0 ? '+' : ''}${round(growth, 0)} kB (${round((growth / first.heapKb) * 100, 1)} %), ` +
        `of which over the second half (${middle.changes} → ${last.changes} changes, after the warm-up): ` +
        `${lateGrowth >= 0 ? '+' : ''}${round(lateGrowth, 0)} kB; DOM nodes ${first.nodes} → ${last.nodes}.`,
    ].join('\n');
    return { id: 'display-memory', title: 'Wall display memory over an hour of changes', markdown, data: { samples, seconds } };
  } finally {
    await browser.close();
    await server.stop();
  }
}
