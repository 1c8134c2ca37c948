/**
 * Lighthouse's mobile profile (a mid-range phone on slow 4G, its CPU slowed 4 times) on the
 * customers' pages and the staff screens of the built server with the demo data: the
 * performance score, the largest and first paints, the main thread blocked, the layout shift,
 * and the JavaScript and CSS sent (compressed, as they crossed the network). Lighthouse 12.2.3
 * through npx (13 wants Node 22), against the machine's Chromium; three runs a page, the median.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BenchApi, sessionCookie } from './lib/api';
import { startServer } from './lib/server';
import { kB, median, round, table } from './lib/stats';
import type { Section } from './section';

const TITLE = 'Lighthouse on a phone';
/**
 * Debian's Chromium itself, not its launcher script (/usr/bin/chromium): on 2026-12-02 every
 * Lighthouse run through the script lost its page load's trace (NO_NAVSTART, three tries a
 * page), beside a shell error of the script's /dev/shm test; the binary behind it ran clean. What
 * the script would add when /dev/shm is small (a container's), `--disable-dev-shm-usage`, is
 * passed always.
 */
const DEBIAN_BINARY = '/usr/lib/chromium/chromium';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_BINARY) ? DEBIAN_BINARY : '/usr/bin/chromium');
const LIGHTHOUSE = 'lighthouse@12.2.3';

interface Page {
  name: string;
  path: string;
  who?: 'master' | 'cashier' | 'display' | 'owner';
  /** The customers' pages have the stricter goal: a paint within 1.5 s and under 60 kB of JavaScript. */
  customer?: boolean;
}

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}

function lighthouse(url: string, cookie: string | undefined): Run {
  const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    const args = [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ];
    const r = spawnSync('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`lighthouse ${url}: exit ${r.status}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, Audit>;
    };
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const sent = (type: string) =>
      (report.audits['network-requests']?.details?.items ?? [])
        .filter((i) => i.resourceType === type)
        .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    return {
      score: Math.round(report.categories.performance.score * 100),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      js: sent('Script'),
      css: sent('Stylesheet'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then loses a page load's trace (NO_NAVSTART): a run is tried up to three times. */
function lighthouseAgain(url: string, cookie: string | undefined): Run {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, cookie);
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

const middle = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));

function verdict(page: Page, score: number, lcp: number, js: number): string {
  const met = page.customer ? score >= 95 && lcp <= 1500 && js < 60_000 : score >= 95;
  return `${page.customer ? '>= 95, LCP <= 1.5 s, JS < 60 kB' : '>= 95'} (${met ? 'met' : 'missed'})`;
}

/** A client of the demo data, the first the clients' list shows: their card is measured. */
async function aClientsId(api: BenchApi): Promise<number> {
  const { clients } = await api.get<{ clients: Array<{ id: number }> }>('client/search');
  if (!clients[0]) throw new Error('the demo data has no client: the client card cannot be measured');
  return clients[0].id;
}

export async function lighthouseSection(options: { quick: boolean }): Promise<Section> {
  const runs = options.quick ? 1 : 3;
  const server = await startServer();
  try {
    const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
    const { orders } = await api.get<{ orders: Array<{ id: number }> }>('order/list?status=in_progress&page=1&page_size=1');
    const orderId = orders[0]!.id;
    const { public_url: link } = await api.post<{ public_url: string }>('order/public-link', { order_id: orderId });
    const { car } = await api.get<{ car: { id: number } }>(`order/${orderId}`);
    const clientId = await aClientsId(api);
    const cookies = {
      master: await sessionCookie(server.baseURL, 'master', 'master-demo'),
      cashier: await sessionCookie(server.baseURL, 'cashier', 'cashier-demo'),
      display: await sessionCookie(server.baseURL, 'display', 'display-demo'),
      owner: await sessionCookie(server.baseURL, 'owner', 'owner-demo'),
    };
    const pages: Page[] = [
      { name: "Customer's order page", path: new URL(link).pathname, customer: true },
      { name: 'Online booking', path: '/book', customer: true },
      { name: 'Sign-in', path: '/log_in' },
      { name: 'Master lists', path: '/master/tasks/all', who: 'master' },
      { name: 'Master task page', path: `/master/task/${orderId}`, who: 'master' },
      { name: 'Cashier list', path: '/cashier/tasks/active', who: 'cashier' },
      { name: 'Cashier order page', path: `/cashier/task/${orderId}`, who: 'cashier' },
      { name: 'Wall display', path: '/display', who: 'display' },
      // The other staff screens, each of a kind: a form, a card, a calendar, a table of the owner's.
      { name: 'New order', path: '/master/tasks/new', who: 'master' },
      { name: 'Cashier shift', path: '/cashier/shift', who: 'cashier' },
      { name: 'Clients', path: '/clients', who: 'cashier' },
      { name: 'Client card', path: `/clients/${clientId}`, who: 'cashier' },
      { name: 'Car page', path: `/cars/${car.id}`, who: 'cashier' },
      { name: 'Bookings', path: '/bookings', who: 'master' },
      { name: 'Tyre storage', path: '/storage', who: 'master' },
      { name: 'Price list', path: '/owner/prices', who: 'owner' },
      { name: 'Reports', path: '/owner/reports', who: 'owner' },
      { name: 'Staff', path: '/owner/staff', who: 'owner' },
      { name: 'Audit log', path: '/owner/audit', who: 'owner' },
      // The rest of the staff screens, so that «the staff screens >= 95» speaks of (nearly) every one: left out
      // are the print pages and the pages of one shift, one tyre set and one booking's move, each of a kind above.
      { name: 'Order services', path: `/master/task/${orderId}/services`, who: 'master' },
      { name: 'Receipt for the client', path: `/cashier/task/${orderId}/receipt`, who: 'cashier' },
      { name: 'Profile', path: '/account/profile', who: 'cashier' },
      { name: 'New booking', path: '/bookings/new', who: 'master' },
      { name: 'New tyre set', path: '/storage/new', who: 'master' },
      { name: 'Accounts', path: '/owner/accounts', who: 'owner' },
      { name: 'Backups', path: '/owner/backups', who: 'owner' },
      { name: "Owner's bookings", path: '/owner/bookings', who: 'owner' },
      { name: 'Business', path: '/owner/business', who: 'owner' },
      { name: 'Catalogue', path: '/owner/catalogue', who: 'owner' },
      { name: "Owner's clients", path: '/owner/clients', who: 'owner' },
      { name: 'Companies', path: '/owner/companies', who: 'owner' },
      { name: 'Discount groups', path: '/owner/discounts', who: 'owner' },
      { name: 'Earnings', path: '/owner/earnings', who: 'owner' },
      { name: 'Messages', path: '/owner/messages', who: 'owner' },
      { name: "Owner's storage", path: '/owner/storage', who: 'owner' },
      { name: 'Registration', path: '/register' },
      { name: 'Password reset', path: '/reset_password' },
    ];
    const measured = pages.map((page) => {
      const results = Array.from({ length: runs }, () => lighthouseAgain(`${server.baseURL}${page.path}`, page.who && cookies[page.who]));
      return { page, runs: results };
    });
    const rows = measured.map(({ page, runs: r }) => {
      const [score, lcp, js] = [middle(r, 'score'), middle(r, 'lcp'), middle(r, 'js')];
      return [
        page.name,
        `\`${page.customer && page.path.startsWith('/o/') ? '/o/{token}' : page.path.replace(/\/\d+(?=\/|$)/g, '/{id}')}\``,
        score,
        round(lcp / 1000, 2),
        round(middle(r, 'fcp') / 1000, 2),
        Math.round(middle(r, 'tbt')),
        round(middle(r, 'cls'), 3),
        kB(js),
        kB(middle(r, 'css')),
        verdict(page, score, lcp, js),
      ];
    });
    const howMany = runs === 1 ? 'one run' : `the median of ${runs} runs`;
    const markdown = [
      `Lighthouse ${LIGHTHOUSE.split('@')[1]}, its default mobile profile (a mid-range phone, slow 4G simulated, ` +
        'the CPU slowed 4 times), against the built server (`npm start`) with the demo data on the embedded database; ' +
        `${howMany} a page. The staff screens are opened signed in (the session cookie sent with each request). ` +
        'JavaScript and CSS: what crossed the network, compressed.',
      '',
      table(['page', 'route', 'performance', 'LCP (s)', 'FCP (s)', 'TBT (ms)', 'CLS', 'JavaScript', 'CSS', 'goal'], rows),
    ].join('\n');
    return { id: 'lighthouse', title: TITLE, markdown, data: measured.map(({ page, runs: r }) => ({ ...page, runs: r })) };
  } finally {
    await server.stop();
  }
}
