import { chromium } from 'playwright';
const base = 'http://127.0.0.1:5340';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function signedIn(login: string, password: string, viewport = { width: 1366, height: 768 }) {
  const page = await browser.newPage({ viewport, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await page.goto(base + '/log_in');
  await page.fill('input[name=login]', login);
  await page.fill('input[name=password]', password);
  await page.click('button.btn-lg[type=submit]');
  await page.waitForLoadState('networkidle');
  return page;
}
// The cashier takes a payment of a demo order.
const c = await signedIn('cashier', 'cashier-demo');
await c.goto(base + '/cashier/tasks/active');
const link = c.locator('main a[href^="/cashier/task/"]').first();
await link.click();
await c.waitForLoadState('networkidle');
await c.screenshot({ path: '/tmp/wd/task-shift.png', fullPage: true });
const o = await signedIn('owner', 'owner-demo');
await o.goto(base + '/owner/reports?from=2026-11-01&to=2026-11-25');
await o.screenshot({ path: '/tmp/wd/reports.png', fullPage: true });
await o.goto(base + '/owner/earnings?from=2026-11-01&to=2026-11-25');
await o.screenshot({ path: '/tmp/wd/earnings.png', fullPage: true });
const r = await o.request.get(base + '/resources/report-csv?table=methods&from=2026-11-01&to=2026-11-25');
console.log(r.status(), JSON.stringify(await r.text()));
await browser.close();
