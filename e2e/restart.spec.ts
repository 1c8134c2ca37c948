import { rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { countersOf, finishedOrder } from './api-fixtures';
import { testServer, type TestServer } from './spawn-server';
import { demoDataDir } from './demo-data-dir';
import { DEMO, openPage, shownPlate, signIn } from './support';

/**
 * A deploy restarts the server while tablets, the cashier's screen and the TV stay open.
 * Nobody touches them: they must notice the lost link, come back by themselves and show
 * the state as it is after the restart. Own server and data, so the restart disturbs no
 * other test.
 */
let server: TestServer;
let dataDir: string;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-restart-');
  server = testServer({ DATA_DIR: dataDir });
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openAs(browser: Browser, who: keyof typeof DEMO, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.baseURL, ...(viewport ? { viewport } : {}) });
  await signIn(page, DEMO[who].login, DEMO[who].password);
  return page;
}

test('after a server restart the open pages reconnect by themselves and show the right counts', async ({ browser }) => {
  test.setTimeout(150_000);
  const cashier = await openAs(browser, 'cashier');
  await expect(cashier).toHaveURL(/\/cashier\/tasks\/active$/);
  const master = await openAs(browser, 'master');
  await expect(master).toHaveURL(/\/master\/tasks\/new$/);
  await master.goto('/master/tasks/completed');
  const tv = await openAs(browser, 'display', { width: 1920, height: 1080 });
  await expect(tv).toHaveURL(/\/display$/);

  await server.stop('SIGTERM');
  // Each page says that the link is down rather than silently showing old numbers.
  for (const page of [cashier, master, tv])
    await expect(page.getByText('Нет связи с сервером', { exact: false })).toBeVisible({ timeout: 15_000 });

  await server.start();
  for (const page of [cashier, master, tv])
    await expect(page.getByText('Нет связи с сервером', { exact: false })).toHaveCount(0, { timeout: 30_000 });

  // Work goes on after the restart, and every open page follows it.
  const { plate } = await finishedOrder(api);
  const counts = { cashier: await countersOf(api, 'cashier'), master: await countersOf(api, 'master') };
  const cashierMenu = cashier.getByRole('navigation', { name: 'Главное меню' });
  await expect(cashierMenu.getByRole('link', { name: `Заказы ${counts.cashier.waitingForPayment}` })).toBeVisible({ timeout: 20_000 });
  await expect(cashier.locator('table').getByText(shownPlate(plate))).toBeVisible({ timeout: 20_000 });

  const masterMenu = master.getByRole('navigation', { name: 'Главное меню' });
  await expect(masterMenu.getByRole('link', { name: `Выполненные ${counts.master.done}` })).toBeVisible({ timeout: 20_000 });
  await expect(masterMenu.getByRole('link', { name: `Ожидают ${counts.master.waiting}` })).toBeVisible();
  await expect(master.locator('table').getByText(shownPlate(plate))).toBeVisible({ timeout: 20_000 });

  await expect(tv.getByRole('region', { name: /^Готово/ }).getByText(shownPlate(plate))).toBeVisible({ timeout: 20_000 });
});
