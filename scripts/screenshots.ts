/**
 * Screenshots of every screen at desktop, tablet and phone size, for looking at what we
 * built (docs/screens.md says what each shows). Usage, against a running server:
 *   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts [out-dir]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.argv[2] ?? 'screenshots';
const sizes = { desktop: { width: 1366, height: 768 }, tablet: { width: 820, height: 1180 }, phone: { width: 390, height: 844 } };

const screens: Array<{ name: string; as?: [string, string]; path: string; setup?: (page: Page) => Promise<void> }> = [
  { name: 'log-in', path: '/log_in' },
  {
    name: 'log-in-error',
    path: '/log_in',
    setup: async (p) => {
      await p.getByLabel('Логин').fill('master');
      await p.getByLabel('Пароль', { exact: true }).fill('wrong-password');
      await p.getByRole('button', { name: 'Войти' }).click();
      await p.getByText('Неверный логин или пароль').waitFor();
    },
  },
  { name: 'register', path: '/register' },
  { name: 'reset-password', path: '/reset_password' },
  { name: '404', path: '/no-such-page' },
  { name: 'master-new', as: ['master', 'master-demo'], path: '/master/tasks/new' },
  { name: 'wizard-step2', as: ['master', 'master-demo'], path: '/master/tasks/new?plate=%D0%9A123%D0%9C%D0%9D86' },
  { name: 'wizard-step3', as: ['master', 'master-demo'], path: '/master/tasks/new?order=200' },
  { name: 'wizard-final', as: ['master', 'master-demo'], path: '/master/tasks/new?order=199&step=4' },
  { name: 'task-in-progress', as: ['master', 'master-demo'], path: '/master/task/195' },
  { name: 'task-waiting', as: ['master', 'master-demo'], path: '/master/task/200' },
  { name: 'master-pending', as: ['master', 'master-demo'], path: '/master/tasks/pending' },
  {
    name: 'master-menu-open',
    as: ['master', 'master-demo'],
    path: '/master/tasks/active',
    setup: async (p) => {
      await p.getByRole('button', { name: 'Показать или скрыть меню' }).click();
      await p.waitForTimeout(300);
    },
  },
  {
    name: 'master-profile-menu',
    as: ['master', 'master-demo'],
    path: '/master/tasks/all',
    setup: async (p) => {
      await p.getByRole('button', { name: 'Профиль' }).click();
    },
  },
  {
    name: 'customizer',
    as: ['master', 'master-demo'],
    path: '/master/tasks/new',
    setup: async (p) => {
      await p.getByRole('button', { name: 'Настройки оформления' }).click();
      await p.waitForTimeout(400);
    },
  },
  { name: 'cashier-task', as: ['cashier', 'cashier-demo'], path: '/cashier/task/196' },
  { name: 'cashier-active', as: ['cashier', 'cashier-demo'], path: '/cashier/tasks/active' },
  { name: 'account-profile', as: ['cashier', 'cashier-demo'], path: '/account/profile' },
  { name: 'display', as: ['display', 'display-demo'], path: '/display' },
  { name: 'owner-prices', as: ['owner', 'owner-demo'], path: '/owner/prices' },
  { name: 'owner-tire-grid', as: ['owner', 'owner-demo'], path: '/owner/prices/tires/27' },
  { name: 'owner-catalogue', as: ['owner', 'owner-demo'], path: '/owner/catalogue?brand=1' },
  { name: 'owner-staff', as: ['owner', 'owner-demo'], path: '/owner/staff' },
  { name: 'owner-discounts', as: ['owner', 'owner-demo'], path: '/owner/discounts' },
  { name: 'owner-companies', as: ['owner', 'owner-demo'], path: '/owner/companies' },
  { name: 'owner-accounts', as: ['owner', 'owner-demo'], path: '/owner/accounts' },
  { name: 'owner-audit', as: ['owner', 'owner-demo'], path: '/owner/audit' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync(out, { recursive: true });
for (const [size, viewport] of Object.entries(sizes)) {
  for (const screen of screens) {
    const context = await browser.newContext({ viewport, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    const page = await context.newPage();
    try {
      if (screen.as) {
        await page.goto(`${base}/log_in`);
        await page.getByLabel('Логин').fill(screen.as[0]);
        await page.getByLabel('Пароль', { exact: true }).fill(screen.as[1]);
        await page.getByRole('button', { name: 'Войти' }).click();
        await page.waitForURL(/\/(master|cashier|display|owner)/);
      }
      await page.goto(`${base}${screen.path}`);
      await screen.setup?.(page);
      const file = path.join(out, `${screen.name}-${size}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    } catch (err) {
      console.error(`${screen.name} at ${size}: ${(err as Error).message.split('\n')[0]} (page: ${page.url()})`);
    } finally {
      await context.close();
    }
  }
}
await browser.close();
