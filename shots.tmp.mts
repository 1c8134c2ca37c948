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
const p = await signedIn('cashier', 'cashier-demo');
await p.goto(base + '/cashier/shift');
await p.screenshot({ path: '/tmp/wd/shift-closed.png', fullPage: true });
await p.getByLabel('Размен в кассе, ₽').fill('5 000');
await p.getByRole('button', { name: 'Открыть смену' }).click();
await p.getByText('Должно быть в кассе').waitFor();
await p.waitForTimeout(500);
await p.screenshot({ path: '/tmp/wd/shift-open.png', fullPage: true });
await browser.close();
