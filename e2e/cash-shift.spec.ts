import { rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs, apiWith, type TestApi } from './api-client';
import { addWashes, complete, newOrder } from './api-fixtures';
import { testServer, type TestServer } from './spawn-server';
import { demoDataDir } from './demo-data-dir';
import { DEMO, expectNoRawText, money, signIn, uniqueName } from './support';

/**
 * The end of the day (docs/screens.md, the shift): the cashier's drawer from the float to the count, twice,
 * and the owner's evening: the day's money by method and what each washer earned. A server
 * of its own, so that the day's report holds only this story's money beside the demo data.
 */
let server: TestServer;
let dataDir: string;
let http: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-shift-');
  server = testServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  await server.start();
  http = await playwrightRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await http?.dispose();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const kopecks = (roubles: number) => Math.round(roubles * 100);
/** A sentence's start as a pattern whose spaces match any space: a description is read with its no-break spaces made plain. */
const spaced = (start: string) => new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]+/g, '\\s+')}`);

async function pageFor(browser: Browser, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  return context.newPage();
}

/** An order at the bays with `lines` wash lines, each done by these workers; finished unless told. */
async function orderOf(master: TestApi, workerIds: number[], options: { lines?: number; finish?: boolean } = {}) {
  const { orderId } = await newOrder(master, { brand: 'Kia' });
  await addWashes(master, orderId, { count: options.lines ?? 1 });
  const order = await master.call('order/:id', { params: { id: orderId } });
  for (const item of order.items)
    await master.call('order/set-worker', { body: { order_id: orderId, order_item_id: item.order_item_id, workers: workerIds } });
  await master.call('order/started', { body: { order_id: orderId } });
  if (options.finish !== false) await complete(master, orderId);
  return master.call('order/:id', { params: { id: orderId } });
}

/** The cashier pays an order at its page: method, the due sum as offered, «Оплатить». */
async function pay(desk: Page, orderId: number, method: 'Наличные' | 'Карта', sum?: number) {
  await desk.goto(`/cashier/task/${orderId}`);
  const form = desk.getByRole('form', { name: 'Оплата' });
  await form.getByText(method, { exact: true }).click();
  if (sum !== undefined) await form.getByLabel('Сумма', { exact: true }).fill(String(sum));
  await form.getByRole('button', { name: 'Оплатить' }).click();
  await expect(
    desk
      .getByRole('status')
      .filter({ hasText: /Оплата принята|Заказ оплачен/ })
      .first(),
  ).toBeVisible();
}

/** The figure of a row of a report's table, by the row's first cell and the column's heading. */
async function cellOf(page: Page, table: string, row: string, column: string) {
  const grid = page.getByRole('table', { name: table });
  const headings = await grid.getByRole('columnheader').allInnerTexts();
  const at = headings.findIndex((h) => h.trim() === column);
  expect(at, `${table}: column «${column}» among ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
  return grid
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: row, exact: true }) })
    .getByRole('cell')
    .nth(at);
}

test('a shift that matches, a shift 100 ₽ short, and the owner’s day: the same money by method, and each washer’s commission', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await apiAs(http, 'owner');
  const master = await apiAs(http, 'master');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  const before = await owner.call('report/period', { query: { from: today, to: today } });
  const netBefore = (method: 'cash' | 'card') => kopecks(before.methods.find((m) => m.method === method)?.net ?? 0);

  // Two washers on commission, hired for this story: Anna at 25 % with two shares of a line
  // done together (the senior), Boris at 10 % with one.
  const hire = (name: string, percent: number, shares: number) =>
    owner
      .call('owner/worker', {
        body: { name, kind: 'wash', color_back: '#2266aa', is_active: true, commission_percent: percent, share_weight: shares },
      })
      .then((w) => w.id);
  const [anna, boris] = [uniqueName('Анна '), uniqueName('Борис ')];
  const a = await hire(anna, 25, 2);
  const b = await hire(boris, 10, 1);

  const o1 = await orderOf(master, [a]);
  const o2 = await orderOf(master, [a, b]);
  // Two services, still at the bay: the client pays ahead, then drops one.
  const o3 = await orderOf(master, [b], { lines: 2, finish: false });

  // Morning: the cashier counts 5 000 ₽ into the drawer and opens the shift.
  const desk = await pageFor(browser);
  await signIn(desk, DEMO.cashier.login, DEMO.cashier.password);
  await expect(desk).toHaveURL(/\/cashier\/tasks\/active$/);
  await desk.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Смена' }).click();
  await expect(desk.getByRole('heading', { name: 'Открыть смену' })).toBeVisible();
  await expectNoRawText(desk);
  await desk.getByLabel('Размен в кассе, ₽').fill('5 000');
  await desk.getByRole('button', { name: 'Открыть смену' }).click();
  await expect(desk.getByTestId('expected-cash')).toHaveText(money(5000));
  const shiftUrl = desk.url();

  // A second window keeps the shift open: the expected cash follows the payments by itself.
  const drawer = await pageFor(browser);
  await signIn(drawer, DEMO.cashier.login, DEMO.cashier.password);
  await expect(drawer).toHaveURL(/\/cashier\/tasks\/active$/);
  await drawer.goto(shiftUrl);
  await expect(drawer.getByTestId('expected-cash')).toHaveText(money(5000));

  await pay(desk, o1.id, 'Наличные');
  await expect(drawer.getByTestId('expected-cash')).toHaveText(money(5000 + o1.pay_sum), { timeout: 20_000 });
  // Change brought from the safe and taken back: the second window follows cash in and out too.
  await desk.goto(shiftUrl);
  for (const [kind, reason, after] of [
    ['Внесение', 'Размен из сейфа', 5300 + o1.pay_sum],
    ['Изъятие', 'Размен обратно в сейф', 5000 + o1.pay_sum],
  ] as const) {
    const move = desk.getByRole('form', { name: 'Внесение или изъятие' });
    await move.getByText(kind, { exact: true }).click();
    await move.getByLabel('Сумма, ₽').fill('300');
    await move.getByLabel('Причина').fill(reason);
    // A double tap sends the form twice with its one key: the cash is counted once.
    await move.getByRole('button', { name: 'Записать' }).dblclick();
    await expect(drawer.getByTestId('expected-cash')).toHaveText(money(after), { timeout: 20_000 });
  }
  await pay(desk, o2.id, 'Карта');
  await pay(desk, o3.id, 'Наличные');
  await master.call('order/cancel-item', { body: { order_item_id: o3.items[1]!.order_item_id } });
  await complete(master, o3.id);
  const refund = (await master.call('order/:id', { params: { id: o3.id } })).refund_due;
  expect(refund).toBe(o3.items[1]!.sum);
  const refundForm = desk.getByRole('form', { name: `Вернуть клиенту ${money(refund)}` });
  await expect(refundForm).toBeVisible({ timeout: 20_000 });
  await refundForm.getByText('Наличные', { exact: true }).click();
  await refundForm.getByRole('button', { name: 'Вернуть' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Деньги возвращены клиенту' })).toBeVisible();

  // Evening: the drawer holds the float and the cash of the day, less the refund.
  const cashOne = kopecks(o1.pay_sum) + kopecks(o3.pay_sum) - kopecks(refund);
  const expectedOne = 5000 + cashOne / 100;
  await desk.goto(shiftUrl);
  await expect(desk.getByTestId('expected-cash')).toHaveText(money(expectedOne));
  await desk.getByLabel('Посчитано в кассе, ₽').fill(String(expectedOne).replace('.', ','));
  await desk.getByRole('button', { name: 'Закрыть смену' }).click();
  await expect(desk.getByRole('heading', { name: /^Z-отчёт по смене №\d+$/ })).toBeVisible();
  await expect(desk.getByTestId('difference')).toHaveText(money(0));
  await expect(desk.getByText('Касса сошлась.')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Печать' })).toBeVisible();
  await expectNoRawText(desk);

  // The next shift ends 100 ₽ short.
  await desk.goto('/cashier/shift');
  await desk.getByLabel('Размен в кассе, ₽').fill('5000');
  await desk.getByRole('button', { name: 'Открыть смену' }).click();
  await expect(desk.getByTestId('expected-cash')).toHaveText(money(5000));
  const o4 = await orderOf(master, [a]);
  await pay(desk, o4.id, 'Наличные');
  await desk.goto('/cashier/shift');
  const expectedTwo = 5000 + o4.pay_sum;
  await expect(desk.getByTestId('expected-cash')).toHaveText(money(expectedTwo));
  await desk.getByLabel('Посчитано в кассе, ₽').fill(String(expectedTwo - 100));
  await desk.getByRole('button', { name: 'Закрыть смену' }).click();
  // The count is said back before the close is final; the cashier recounts and confirms it.
  // Said under the field (and in a toast): the gap and what the drawer should hold.
  await expect(desk.getByLabel('Посчитано в кассе, ₽')).toHaveAccessibleDescription(
    spaced(`Не хватает ${money(100)}: в кассе должно быть ${money(expectedTwo)}.`),
  );
  await expect(desk.getByTestId('expected-cash')).toHaveText(money(expectedTwo));
  await desk.getByRole('button', { name: 'Закрыть с расхождением' }).click();
  await expect(desk.getByTestId('difference')).toHaveText(money(-100));
  await expect(desk.getByText('Недостача: в кассе меньше, чем должно быть.')).toBeVisible();
  // Closed is closed: the shift page offers a new one, not a second close.
  await desk.goto('/cashier/shift');
  await expect(desk.getByRole('heading', { name: 'Открыть смену' })).toBeVisible();
  // A payment of a closed shift keeps its method, and its line says why.
  await desk.goto(`/cashier/task/${o4.id}`);
  const history = desk.getByRole('region', { name: 'История оплат' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText('Наличные · смена закрыта');
  await expect(history.getByRole('button', { name: 'Изменить' })).toHaveCount(0);

  // Night: the owner's day report has the same cash and card, and both shifts.
  const boss = await pageFor(browser);
  await signIn(boss, DEMO.owner.login, DEMO.owner.password);
  await expect(boss).toHaveURL(/\/owner\/prices$/);
  await boss.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Отчёты' }).click();
  await expect(boss.getByRole('heading', { name: 'Отчёты', level: 1 })).toBeVisible();
  const cashNet = (netBefore('cash') + cashOne + kopecks(o4.pay_sum)) / 100;
  const cardNet = (netBefore('card') + kopecks(o2.pay_sum)) / 100;
  await expect(await cellOf(boss, 'Выручка по способам оплаты', 'Наличные', 'Итого')).toHaveText(money(cashNet));
  await expect(await cellOf(boss, 'Выручка по способам оплаты', 'Карта', 'Итого')).toHaveText(money(cardNet));
  const shifts = boss.getByRole('table', { name: 'Смены' });
  const differenceAt = (await shifts.getByRole('columnheader').allInnerTexts()).findIndex((h) => h.trim() === 'Расхождение');
  const differences = await shifts
    .locator('tbody tr')
    .evaluateAll((rows, at) => rows.map((r) => r.children[at]?.textContent ?? ''), differenceAt);
  expect(differences).toEqual([money(0), money(-100)]);
  await expectNoRawText(boss);

  // What each washer gets: the shared line split two thirds to one third, at each one's own percent.
  await boss.getByRole('link', { name: 'Заработок сотрудников' }).click();
  await expect(boss.getByRole('heading', { name: 'Заработок сотрудников', level: 1 })).toBeVisible();
  const line = (order: typeof o1, i = 0) => kopecks(order.items[i]!.sum);
  // Whole kopecks of each part; a kopeck left goes to the part the rounding cut the most (Anna, hired first, on a tie).
  const shared = line(o2);
  const [annaPart, borisPart] = [Math.floor((shared * 2) / 3), Math.floor(shared / 3)];
  const annaGetsLeft = shared - annaPart - borisPart > 0 && (shared * 2) % 3 >= shared % 3;
  const annaShared = annaPart + (annaGetsLeft ? shared - annaPart - borisPart : 0);
  const annaValue = line(o1) + annaShared + line(o4);
  const borisValue = shared - annaShared + line(o3);
  const commission = (value: number, percent: number) => Math.floor((value * percent + 50) / 100) / 100;
  await expect(await cellOf(boss, 'Заработок сотрудников', anna, 'На сумму')).toHaveText(money(annaValue / 100));
  await expect(await cellOf(boss, 'Заработок сотрудников', anna, 'К выплате')).toHaveText(money(commission(annaValue, 25)));
  await expect(await cellOf(boss, 'Заработок сотрудников', boris, 'На сумму')).toHaveText(money(borisValue / 100));
  await expect(await cellOf(boss, 'Заработок сотрудников', boris, 'К выплате')).toHaveText(money(commission(borisValue, 10)));
  const csv = await http.get(`/resources/report-csv?table=earnings&from=${today}&to=${today}`, {
    headers: { cookie: (await boss.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${anna};Мойка;3;`);

  // Anna's lines: the shared one is «2 из 3» of its sum.
  await boss.getByRole('link', { name: anna, exact: true }).click();
  const sharedRow = boss
    .getByRole('table', { name: `Услуги: ${anna}` })
    .getByRole('row')
    .filter({ hasText: `№${o2.id} ·` });
  await expect(sharedRow.getByRole('cell', { name: '2 из 3', exact: true })).toBeVisible();
  await expect(sharedRow.getByRole('cell', { name: money(annaShared / 100), exact: true })).toBeVisible();
});

test('the owner closes a shift a cashier left open, from its report, and the count is said back first', async ({ browser }) => {
  const owner = await apiAs(http, 'owner');
  // A cashier of this story opens a shift with 1 500 ₽ and goes home without closing it.
  const login = `night${Date.now() % 1_000_000}`;
  const password = 'Night-shift-2026';
  await owner.call('owner/account', { body: { login, name: 'Ночной кассир', role: 'cashier', password } });
  const { token } = await apiWith(http).call('login', { body: { login, password } });
  const cashier = apiWith(http, token, login);
  const opened = await cashier.call('shift/open', { body: { opening_float: '1500' } });

  const boss = await pageFor(browser);
  await signIn(boss, DEMO.owner.login, DEMO.owner.password);
  await boss.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Отчёты' }).click();
  await boss
    .getByRole('table', { name: 'Смены' })
    .getByRole('link', { name: String(opened.id), exact: true })
    .click();
  await expect(boss.getByRole('heading', { name: `X-отчёт по смене №${opened.id}` })).toBeVisible();
  await boss.getByLabel('Посчитано в кассе, ₽').fill('1400');
  await boss.getByRole('button', { name: 'Закрыть смену' }).click();
  await expect(boss.getByLabel('Посчитано в кассе, ₽')).toHaveAccessibleDescription(
    spaced(`Не хватает ${money(100)}: в кассе должно быть ${money(1500)}.`),
  );
  await boss.getByLabel('Посчитано в кассе, ₽').fill('1500');
  await boss.getByRole('button', { name: 'Закрыть смену' }).click();
  await expect(boss.getByRole('heading', { name: `Z-отчёт по смене №${opened.id}` })).toBeVisible();
  await expect(boss.getByTestId('difference')).toHaveText(money(0));
  expect(await cashier.call('shift/current')).toBeNull();
  await expectNoRawText(boss);
});
