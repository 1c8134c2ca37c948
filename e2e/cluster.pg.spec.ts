import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { finishedOrder } from './api-fixtures';
import { scratchDatabase } from './pg-database';
import { testServer, type TestServer } from './spawn-server';
import { DEMO, openPage, shownPlate, signIn } from './support';

/**
 * Two Washdesk processes on one PostgreSQL, as behind a load balancer (README 'Scaling
 * out'). Their regular poll is set to a minute, so a change made through process A can
 * reach a browser on process B within seconds only by the wake-up the socket.io
 * PostgreSQL adapter carries (decision 007). Runs when TEST_DATABASE_URL names a server
 * (playwright.config.ts), on a database of its own.
 */
const database = scratchDatabase('cluster');
let a: TestServer;
let b: TestServer;
let apiA: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await database.create();
  const env = { DATABASE_URL: database.url, SESSION_SECRET: 'e2e-cluster-secret-0123456789', SEED_DEMO: 'true', LIVE_POLL_MS: '60000' };
  a = testServer(env);
  b = testServer(env, a.port + 1);
  // Started together, as a deploy would: they must not trip over each other's setup.
  await Promise.all([a.start(), b.start()]);
  apiA = await playwrightRequest.newContext({ baseURL: a.baseURL });
});

test.afterAll(async () => {
  await apiA?.dispose();
  await Promise.all([a?.stop(), b?.stop()]);
  await database.drop();
});

test('an order finished through process A shows at once to a cashier connected to process B', async ({ browser }) => {
  test.setTimeout(90_000);
  const cashier = await openPage(browser, { baseURL: b.baseURL });
  await signIn(cashier, DEMO.cashier.login, DEMO.cashier.password);
  await expect(cashier).toHaveURL(/\/cashier\/tasks\/active$/);
  const badge = cashier.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^Заказы \d+$/ });
  const before = Number((await badge.innerText()).match(/\d+/)![0]);
  // The page's socket is connected before the change is made.
  await expect(cashier.getByText('Нет связи с сервером', { exact: false })).toHaveCount(0);

  const { plate } = await finishedOrder(apiA);
  // Well inside the minute of B's own poll.
  await expect(badge).toHaveText(new RegExp(`^Заказы\\s*${before + 1}$`), { timeout: 20_000 });
  await expect(cashier.locator('table').getByText(shownPlate(plate))).toBeVisible({ timeout: 20_000 });
});
