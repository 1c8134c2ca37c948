import { rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiWith, type TestApi } from './api-client';
import { newOrder, startWork, complete } from './api-fixtures';
import { demoDataDir } from './demo-data-dir';
import { ensureShift } from './open-shift';
import { pdfPages, points, printed } from './paper';
import { testServer, type TestServer } from './spawn-server';
import { DEMO, expectNoRawText, freshPlate, signIn } from './support';

/**
 * Seasonal tyre storage over two seasons (docs/decisions/041-seasonal-tyre-storage.md). This
 * season a master takes a winter set into storage from a tyre order, the receipt and the four
 * labels print, the desk takes the storage season's money with the order, and the set is found
 * by the client's phone. Next season (the same shop started again with its clock past the set's
 * term: e2e/clock-ahead.ts) the master gives the set back inside the seasonal change order, and
 * the month past the term is on that order for the desk.
 */
test.describe.configure({ mode: 'serial' });

let server: TestServer;
let dataDir: string;
let http: APIRequestContext;
const port = 4400 + Math.floor(Math.random() * 500);
const plate = freshPlate().cyrillic;
const phone = `+7916${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
const CHANGE = 'Сезонная переобувка (комплект 4 колеса)';
let setNumber = '';
let termUntil = '';

const env = () => ({ DATA_DIR: dataDir, SEED_DEMO: 'true', PUBLIC_ORIGIN: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-storage-');
  server = testServer(env(), port);
  await server.start();
  http = await playwrightRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await http?.dispose();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function apiOf(who: keyof typeof DEMO): Promise<TestApi> {
  const { token } = await apiWith(http).call('login', { body: DEMO[who] });
  return apiWith(http, token, who);
}

async function staff(browser: Browser, who: { login: string; password: string }, viewport = { width: 820, height: 1180 }) {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport, locale: 'ru-RU' })).newPage();
  await page.goto('/log_in');
  await signIn(page, who.login, who.password);
  await expect(page).not.toHaveURL(/log_in/);
  return page;
}

/** A tyre order for the car at R16 «Стандартный» with the seasonal change on it, as the wizard makes one. */
async function tyreOrder(master: TestApi) {
  const { orderId } = await newOrder(master, { brand: 'Kia', model: 'Sportage' }, { plate, phone });
  const r16 = (await master.call('service-tire/radius')).find((r) => r.name === 'R16')!.radius_id;
  const standard = (await master.call('service-tire/profile')).find((p) => p.name === 'Стандартный')!.profile_id;
  const offers = await master.call('service-list/tires', { query: { order_id: orderId, radius_id: r16, profile_id: standard } });
  const change = offers.find((o) => o.name === CHANGE)!;
  await master.call('new-order/update', {
    body: {
      order_id: orderId,
      action: 'add',
      service_id: change.service_id,
      is_wash_service: false,
      tire_radius_id: r16,
      tire_profile_id: standard,
    },
  });
  return orderId;
}

/** The cashier's page of an order, paid in full by card from the sum it offers. */
async function payAtDesk(desk: Page, orderId: number) {
  await desk.goto(`/cashier/task/${orderId}`);
  await expect(desk.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
  await desk.getByText('Карта', { exact: true }).click();
  await desk.getByRole('button', { name: 'Оплатить' }).click();
  await expect(desk.getByTestId('to-pay')).toHaveText(/^0\s₽$/);
}

test('this season: a winter set into storage from a tyre order, its receipt and labels printed, paid at the desk, found by phone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const masterApi = await apiOf('master');
  const orderId = await tyreOrder(masterApi);

  const master = await staff(browser, DEMO.master);
  await master.goto(`/master/task/${orderId}`);
  const storage = master.getByRole('region', { name: 'Хранение шин' });
  await expect(storage.getByText('У клиента нет шин на хранении.')).toBeVisible();
  await storage.getByRole('link', { name: 'Принять на хранение' }).click();
  await expect(master.getByRole('heading', { name: new RegExp(`^Из заказа №${orderId}`) })).toBeVisible();
  await master.getByRole('radio', { name: 'Зимние' }).check();
  await master.getByRole('checkbox', { name: 'На дисках' }).check();
  await master.getByLabel('Производитель').fill('Nokian');
  await master.getByLabel('Модель шин').fill('Hakkapeliitta 10');
  await master.getByLabel('Ширина, мм').fill('205');
  await master.getByLabel('Профиль, %').fill('55');
  await expect(master.getByLabel('Радиус')).toHaveValue(
    String((await masterApi.call('service-tire/radius')).find((r) => r.name === 'R16')!.radius_id),
  );
  await master.getByLabel('Протектор, мм').fill('7,5 7,5 7 7');
  const cell = (await master.getByLabel('Ячейка').locator('option:checked').textContent())!.replace(/ — .*$/, '');
  expect(cell).toMatch(/^[A-Z]-\d+-\d+$/);
  termUntil = await master.getByLabel('Хранить до').inputValue();
  await master.getByRole('button', { name: 'Принять на хранение' }).click();

  await expect(master).toHaveURL(/\/storage\/\d+$/);
  setNumber = /\/storage\/(\d+)$/.exec(master.url())![1]!;
  await expect(master.getByRole('status').filter({ hasText: `Комплект №${setNumber} принят на хранение: ячейка ${cell}` })).toBeVisible();
  await expect(master.getByRole('heading', { name: `Комплект № ${setNumber}` })).toBeVisible();
  await expect(master.getByLabel(`Ячейка ${cell}`)).toHaveText(cell);
  await expect(master.getByText('205/55 R16')).toBeVisible();
  await expectNoRawText(master);

  // The receipt for the customer and a label for each of the four tyres.
  await master.getByRole('link', { name: 'Печать квитанции и этикеток' }).click();
  await expect(master.getByText(`Квитанция хранения шин №${setNumber}`)).toBeVisible();
  const labels = master.getByRole('article', { name: /^Бирка/ });
  await expect(labels).toHaveCount(4);
  for (const label of await labels.all()) {
    await expect(label.getByText(`№ ${setNumber}`)).toBeVisible();
    await expect(label.getByText(cell, { exact: true })).toBeVisible();
  }
  await expectNoRawText(master);
  const sheets = pdfPages(await printed(master));
  expect(sheets.length).toBeGreaterThanOrEqual(5);
  expect(sheets[0]!.width).toBeCloseTo(points(80), 0);

  // The fitter finishes the change; the desk takes the season's money with it.
  await startWork(masterApi, orderId);
  await complete(masterApi, orderId);
  await ensureShift(await apiOf('cashier'));
  const desk = await staff(browser, DEMO.cashier, { width: 1366, height: 768 });
  await desk.goto(`/cashier/task/${orderId}`);
  await expect(desk.getByText('Хранение шин (сезон, комплект)')).toBeVisible();
  await payAtDesk(desk, orderId);

  // A customer calls: «мои шины у вас?» — found by the phone as they say it.
  await desk.goto('/storage');
  await desk.getByLabel('Телефон, номер машины, фамилия, номер комплекта или ячейка').fill(`8 ${phone.slice(2, 5)} ${phone.slice(5)}`);
  await desk.getByRole('button', { name: 'Найти' }).click();
  const found = desk.getByRole('region', { name: /^Найдено/ });
  await expect(found.getByRole('link', { name: new RegExp(`Комплект № ${setNumber}`) })).toBeVisible();
  await expect(found.getByText(cell, { exact: true })).toBeVisible();
});

test('next season: the set goes back inside the seasonal change order, and the month past its term is charged there', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(setNumber, 'the set of the first test').not.toBe('');
  // The shop opens again a fortnight after the set's term.
  await server.stop();
  const ahead = Date.parse(`${termUntil}T12:00:00+03:00`) + 14 * 86_400_000 - Date.now();
  server = testServer({ ...env(), CLOCK_AHEAD_MS: String(ahead) }, port, { imports: ['./e2e/clock-ahead.ts'] });
  await server.start();

  const masterApi = await apiOf('master');
  const orderId = await tyreOrder(masterApi);
  const master = await staff(browser, DEMO.master);
  await master.goto(`/master/task/${orderId}`);
  const storage = master.getByRole('region', { name: 'Хранение шин' });
  const line = storage.getByRole('listitem').filter({ hasText: `Комплект № ${setNumber}` });
  await expect(line.getByText('срок вышел')).toBeVisible();
  await line.getByRole('button', { name: 'Выдать в этот заказ' }).click();
  await expect(
    master.getByRole('status').filter({ hasText: `Комплект №${setNumber} выдан; в заказ добавлено месяцев сверх срока: 1` }),
  ).toBeVisible();
  await expect(master.getByText('Хранение шин, месяц сверх срока').first()).toBeVisible();
  await expect(storage.getByText('У клиента нет шин на хранении.')).toBeVisible();

  await startWork(masterApi, orderId);
  await complete(masterApi, orderId);
  await ensureShift(await apiOf('cashier'));
  const desk = await staff(browser, DEMO.cashier, { width: 1366, height: 768 });
  await desk.goto(`/cashier/task/${orderId}`);
  const overdue = desk.getByRole('row').filter({ hasText: 'Хранение шин, месяц сверх срока' });
  await expect(overdue).toContainText('800');
  await payAtDesk(desk, orderId);

  // The set's page keeps when it came and went.
  await desk.goto(`/storage/${setNumber}`);
  await expect(desk.getByText(/^Выдан из ячейки/)).toBeVisible();
  await expect(desk.getByText(/^Принят в ячейку/)).toBeVisible();
});
