/**
 * Live latency: a master on one page, and three screens that follow: the cashier's list, the
 * cashier's page of the same order, the wall display. From the master's click on «Завершить»
 * (the car is ready) until each has changed, over 50 actions; on one process (embedded
 * database) and on two processes behind PostgreSQL (master on A, the screens on B). Times are
 * taken in the pages themselves (a click listener and MutationObservers; one machine clock).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { BenchApi, benchPlate, shownPlate } from './lib/api';
import { freshDatabase } from './lib/postgres';
import { startServer, type BenchServer } from './lib/server';
import { percentile, round, table } from './lib/stats';
import type { Section } from './section';
import { WAY_SCRIPT, has, watchScript } from './lib/live-page-scripts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Milliseconds from the click until each watched screen showed the change, and until the last of
 * them did; on the way, until the master's page sent the action (`sent`) and until the last
 * watched page heard the change over its live link (`heard`), which tells the browsers' share
 * from the server's.
 */
type Sample = Partial<Record<Screen, number>> & { all: number; sent?: number; heard?: number };
const SCREENS = ['badge', 'list', 'task', 'display'] as const;
type Screen = (typeof SCREENS)[number];
/** The screens that follow the master: the cashier's list, the cashier's page of the same order, the wall. */
type Watcher = 'desk' | 'task' | 'wall';
const SCENARIOS: Array<{ name: string; watchers: Watcher[] }> = [
  { name: "the cashier's list alone", watchers: ['desk'] },
  { name: "the order's page alone", watchers: ['task'] },
  { name: 'the wall alone', watchers: ['wall'] },
  { name: 'all three at once', watchers: ['desk', 'task', 'wall'] },
];

async function signedIn(browser: Browser, baseURL: string, login: string, password: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', bypassCSP: true, viewport: { width: 1366, height: 768 } });
  await context.addInitScript(WAY_SCRIPT);
  const page = await context.newPage();
  await page.goto('/log_in');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/log_in'));
  await page.goto(path);
  return page;
}

async function seen(page: Page, what: string): Promise<Record<string, number>> {
  const waited = `Promise.race([window.__seen, new Promise((resolve) => setTimeout(() => resolve(undefined), 15000))])`;
  const live = (await page.evaluate(waited)) as Record<string, number> | undefined;
  if (!live) throw new Error(`${what} did not change (${JSON.stringify(await page.evaluate('window.__live'))}, ${page.url()})`);
  return live;
}

/** From whatever the page shows, the cashier's list, then the order's page, by their links. */
async function openFromList(page: Page, id: number, plate: string) {
  await page.locator('nav[aria-label="Главное меню"] a[href="/cashier/tasks/active"]').click();
  await page.waitForFunction(`(document.querySelector('main')?.textContent ?? '').includes(${plate})`, undefined, { timeout: 15_000 });
  await page.locator(`main a[href="/cashier/task/${id}"]`).first().click();
  await page.waitForURL(`**/cashier/task/${id}`);
  await page.getByRole('heading', { name: 'Оплата' }).waitFor();
}

/**
 * The master on `masterServer`; on `watchServer` the watched screens: the cashier's list (its
 * badge and the row), the cashier's page of the same order open on another desk, the wall.
 */
async function measure(
  servers: { master: BenchServer; watch: BenchServer },
  actions: number,
  plateBase: number,
  watchers: Watcher[],
): Promise<Sample[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const api = await BenchApi.login(servers.master.baseURL, 'master', 'master-demo');
    const desk = await BenchApi.login(servers.watch.baseURL, 'cashier', 'cashier-demo');
    await desk.ensureShift();
    const master = await signedIn(browser, servers.master.baseURL, 'master', 'master-demo', '/master/tasks/active');
    const open = (watcher: Watcher, login: string, path: string) =>
      watchers.includes(watcher) ? signedIn(browser, servers.watch.baseURL, login, `${login}-demo`, path) : undefined;
    const cashier = await open('desk', 'cashier', '/cashier/tasks/active');
    const task = await open('task', 'cashier', '/cashier/tasks/active');
    const display = await open('wall', 'display', '/display');
    const samples: Sample[] = [];
    for (let i = 0; i < actions + 2; i += 1) {
      const plate = benchPlate(plateBase + i);
      const shown = JSON.stringify(shownPlate(plate));
      const id = await api.startedOrder(plate);
      // The order (one service, «В работе») waits for payment: it is in the cashier's list and in work on the wall.
      await cashier?.waitForFunction(`(document.querySelector('main')?.textContent ?? '').includes(${shown})`, undefined, {
        timeout: 15_000,
      });
      await display?.waitForFunction(
        `(document.querySelector('.wd-display-column-in_progress')?.textContent ?? '').includes(${shown})`,
        undefined,
        {
          timeout: 15_000,
        },
      );
      // The other desk opens the order as a cashier does: «Заказы» in the menu, then the car's row,
      // both inside the page (a document loaded for each order left its garbage to be collected in the
      // measured moments, which a cashier's screen does not do).
      if (task) await openFromList(task, id, shown);
      await master.goto(`/master/task/${id}`);
      // Finishing it makes the car ready: the cashier's badge counts it, its row is marked,
      // its page says «Выполнен», the wall takes it out of the cars in work.
      const finish = master.getByRole('button', { name: 'Завершить', exact: true });
      await finish.waitFor();
      // Let the pages' own sockets settle after the navigations.
      await master.waitForTimeout(300);
      await cashier?.evaluate(watchScript({ badge: 'badge() !== before', list: has('main .wd-just-ready', shownPlate(plate)) }));
      await task?.evaluate(
        watchScript({ task: `[...document.querySelectorAll('main .badge')].some((b) => b.textContent.trim() === 'Выполнен')` }),
      );
      // The car leaves the column of cars in work (the ready column shows the first of the day's ready cars only).
      await display?.evaluate(watchScript({ display: `!${has('.wd-display-column-in_progress', shownPlate(plate))}` }));
      // A line not marked done yet asks first («Завершить заказ?»): the time runs from the tap that confirms.
      await finish.click();
      const confirm = master.getByRole('dialog').getByRole('button', { name: 'Завершить', exact: true });
      await confirm.waitFor();
      await master.evaluate(`window.__sent = undefined;
        document.addEventListener('click', () => { window.__click = Date.now(); }, { capture: true, once: true })`);
      await confirm.click();
      const at: Partial<Record<Screen, number>> = {
        ...(cashier ? await seen(cashier, "the cashier's list") : {}),
        ...(task ? await seen(task, "the order's page") : {}),
        ...(display ? await seen(display, 'the wall display') : {}),
      };
      const clicked = (await master.evaluate('window.__click')) as number;
      const sent = (await master.evaluate('window.__sent')) as number | undefined;
      const watching = [cashier, task, display].filter((p): p is Page => p !== undefined);
      const heard = (await Promise.all(watching.map((p) => p.evaluate('window.__heard')))) as Array<number | undefined>;
      // The first two actions warm up the pages and servers.
      if (i >= 2) {
        const sample: Sample = { all: Math.max(...Object.values(at)) - clicked };
        if (sent !== undefined) sample.sent = sent - clicked;
        if (heard.every((h) => h !== undefined)) sample.heard = Math.max(...(heard as number[])) - clicked;
        for (const screen of SCREENS) if (at[screen] !== undefined) sample[screen] = at[screen] - clicked;
        samples.push(sample);
      }
      // Paid, the car leaves the cashier's list, so the ready cars never push the next one off its first page.
      const { pay_sum: due } = await desk.get<{ pay_sum: number }>(`order/${id}`);
      await desk.post('order/pay', { order_id: id, sum: due, method: 'card' });
      await cashier?.waitForFunction(`!(document.querySelector('main')?.textContent ?? '').includes(${shown})`, undefined, {
        timeout: 15_000,
      });
      await master.waitForTimeout(300);
    }
    return samples;
  } finally {
    await browser.close();
  }
}

function summary(samples: Sample[]) {
  const of = (key: Screen | 'all' | 'sent' | 'heard') => {
    const values = samples.map((s) => s[key]).filter((v): v is number => v !== undefined);
    return values.length ? `${round(percentile(values, 50), 0)} / ${round(percentile(values, 95), 0)}` : '—';
  };
  return {
    actions: samples.length,
    badge: of('badge'),
    list: of('list'),
    task: of('task'),
    display: of('display'),
    all: of('all'),
    sent: of('sent'),
    heard: of('heard'),
  };
}

async function scenarios(servers: { master: BenchServer; watch: BenchServer }, actions: number, plateBase: number) {
  const results: Record<string, ReturnType<typeof summary>> = {};
  for (const [n, scenario] of SCENARIOS.entries())
    results[scenario.name] = summary(await measure(servers, actions, plateBase + n * 1_000, scenario.watchers));
  return results;
}

/** What the section measures, above its table. */
const ABOUT = [
  `From the master's tap that finishes a car (on its task page, «Завершить» and then «Завершить» in the question`,
  `about the lines not marked done; the car becomes ready) until each screen that follows shows it: the cashier's`,
  `list (its badge has counted the car, its row is marked as just ready), the cashier's page of the same order,`,
  `opened from the list on another desk («Выполнен»), and the wall display (the car leaves the column of cars in`,
  `work); then the order is paid. Each screen is measured alone, then all three at once; they are on the same`,
  `process as the master, or on the other one (master on A, the screens on B). All the browsers run on the same`,
  `two cores as the servers. Times are read in the pages (a click listener and MutationObservers, one machine`,
  `clock); the benchmark waits for them without polling the pages. Goal: p95 at most 100 ms for every screen, on`,
  `one process and on two. On the way: when the master's page sent the action, and when the last of the watching`,
  `pages heard the change over its live link (the frame's arrival in the page, before the app handles it): up to`,
  `«sent» is the master's browser, from «sent» to «heard» the server, its database and the link, after «heard»`,
  `the watching pages' own drawing; all of them wait for the same two cores.`,
].join(' ');

export async function liveLatency(options: { postgres?: string; actions: number }): Promise<Section> {
  const results: Record<string, Record<string, ReturnType<typeof summary>>> = {};
  const one = await startServer();
  try {
    results['one process (embedded PGlite)'] = await scenarios({ master: one, watch: one }, options.actions, 0);
  } finally {
    await one.stop();
  }
  if (options.postgres) {
    const db = await freshDatabase(options.postgres, 'live');
    const [a, b] = await Promise.all([startServer({ DATABASE_URL: db.url }), startServer({ DATABASE_URL: db.url })]);
    try {
      results['two processes on PostgreSQL (master on A, the screens on B)'] = await scenarios(
        { master: a!, watch: b! },
        options.actions,
        10_000,
      );
    } finally {
      await Promise.all([a!.stop(), b!.stop()]);
      await db.drop();
    }
  }
  const rows = Object.entries(results).flatMap(([setup, byScenario]) =>
    Object.entries(byScenario).map(([scenario, r]) => [
      setup,
      scenario,
      r.actions,
      r.badge,
      r.list,
      r.task,
      r.display,
      `**${r.all}**`,
      r.sent,
      r.heard,
    ]),
  );
  const markdown = [
    ABOUT,
    '',
    table(
      [
        'setup',
        'screens',
        'actions',
        'badge p50 / p95 (ms)',
        'list p50 / p95 (ms)',
        "order's page p50 / p95 (ms)",
        'wall p50 / p95 (ms)',
        'last of them p50 / p95 (ms)',
        'action sent p50 / p95 (ms)',
        'change heard p50 / p95 (ms)',
      ],
      rows,
    ),
    options.postgres ? '' : '\nNo PostgreSQL server was reachable: the two-process figure was not measured.',
  ].join('\n');
  return { id: 'live-latency', title: 'Live latency', markdown, data: results };
}
