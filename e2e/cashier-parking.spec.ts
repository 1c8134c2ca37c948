import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { finishedOrder } from './api-fixtures';
import { DEMO } from './support';

/**
 * Parking is charged past PARKING_FREE_HOURS after an order is done. Rather than wait
 * hours, this test runs its own server where the free time is zero, so an order finished a
 * moment ago already owes one started hour, exactly as one finished 3 hours ago would owe
 * one past the usual two.
 */
let server: ChildProcess;
let dataDir: string;
const port = 4700 + Math.floor(Math.random() * 200);
const baseURL = `http://127.0.0.1:${port}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-parking-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', PARKING_FREE_HOURS: '0' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => fetch(`${baseURL}/healthz`).then((r) => r.status).catch(() => 0), { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('the cashier removes the parking charge of a finished order, and it is not charged again', async ({ browser }) => {
  test.setTimeout(60_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const { orderId } = await finishedOrder(api);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/log_in');
  await page.getByLabel('Логин').fill(DEMO.cashier.login);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO.cashier.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
  await page.goto(`/cashier/task/${orderId}`);

  const services = page.getByRole('region', { name: 'Услуги' });
  await expect(services.getByRole('row').filter({ hasText: 'Парковка' })).toContainText('100 ₽');
  const before = await page.getByTestId('to-pay').innerText();
  await services.getByRole('button', { name: 'Убрать парковку' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Парковка убрана' })).toBeVisible();
  await expect(services.getByText('Парковка')).toHaveCount(0);
  expect(await page.getByTestId('to-pay').innerText()).not.toBe(before);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Услуги' }).getByText('Парковка')).toHaveCount(0);
  await api.dispose();
});
