/**
 * The printed pages as Chromium prints them (A4 reports and work orders, the 80 mm receipt),
 * for looking at what goes on paper (docs/screens.md 'Printing'). Against a running server
 * with the demo data, signed in as the owner, who may open every one of them:
 *   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/print-pdfs.ts [out-dir] [order-id] [shift-id]
 * Without a shift id it prints the owner's open shift (opening one with no float if none).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.argv[2] ?? 'pdfs';
const orderId = process.argv[3] ?? '195';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ baseURL: base, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
await page.goto('/log_in');
await page.getByLabel('Логин').fill('owner');
await page.getByLabel('Пароль', { exact: true }).fill('owner-demo');
await page.getByRole('button', { name: 'Войти' }).click();
await page.waitForURL(/\/owner\//);

let shiftId = process.argv[4];
if (!shiftId) {
  const login = await page.request.post('/api/v1/login', { data: { login: 'owner', password: 'owner-demo' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  let current = (await (await page.request.get('/api/v1/shift/current', { headers })).json()).data;
  current ??= (await (await page.request.post('/api/v1/shift/open', { headers, data: { opening_float: 0 } })).json()).data;
  shiftId = String(current.id);
}

const pages = [
  { name: 'shift-report', path: `/cashier/shifts/${shiftId}` },
  { name: 'reports', path: '/owner/reports?from=2026-11-01&to=2026-11-30' },
  { name: 'earnings', path: '/owner/earnings?from=2026-11-01&to=2026-11-30' },
  { name: 'work-order', path: `/master/task/${orderId}/print` },
  { name: 'receipt', path: `/cashier/task/${orderId}/receipt` },
];
for (const p of pages) {
  await page.goto(p.path);
  await page.waitForLoadState('networkidle');
  // The page's own @page rules choose the paper: A4, or the 80 mm strip of the receipt.
  await page.pdf({ path: path.join(out, `${p.name}.pdf`), preferCSSPageSize: true, printBackground: true });
  console.log(`${p.name}: ${p.path}`);
}
await browser.close();
