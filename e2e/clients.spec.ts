import { rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/db/open';
import { rawRows } from '../api/db/raw-rows';
import { whereTextIs } from '../api/test/text-scan';
import { addWashes, complete, newOrder, startWork } from './api-fixtures';
import { apiAs, type TestApi } from './api-client';
import { demoDataDir } from './demo-data-dir';
import { testServer, type TestServer } from './spawn-server';
import { DEMO, expectNoRawText, freshPlate, signIn } from './support';

/**
 * Clients and cars by role (docs/screens.md 'Clients and cars'): the master meets a regular's
 * note at intake on a tablet; the cashier opens the client from the order page; the owner
 * joins a duplicate and erases a person, after which no text column of the database holds
 * their phone or name. A server of its own: the erasure is checked in its data folder.
 */
let server: TestServer;
let dataDir: string;
let http: APIRequestContext;
let master: TestApi;
let cashier: TestApi;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-clients-');
  server = testServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  await server.start();
  http = await playwrightRequest.newContext({ baseURL: server.baseURL });
  [master, cashier] = await Promise.all([apiAs(http, 'master'), apiAs(http, 'cashier')]);
});

test.afterAll(async () => {
  await http?.dispose();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

let phones = 0;
const freshPhone = () => `+7977${String(Date.now() % 100_000).padStart(5, '0')}${String((phones += 1) % 100).padStart(2, '0')}`;

/** A visit through the API as the bays make one: an order with a wash, started and finished. */
async function visit(options: { phone: string; name: string; plate?: string }) {
  const { orderId, plate } = await newOrder(
    master,
    { brand: 'Kia' },
    { phone: options.phone, ...(options.plate ? { plate: options.plate } : {}) },
  );
  const order = await master.call('order/:id', { params: { id: orderId } });
  await master.call('client/update', { body: { client_id: order.client!.id, name: options.name } });
  await addWashes(master, orderId);
  await startWork(master, orderId);
  await complete(master, orderId);
  return { orderId, plate, clientId: order.client!.id };
}

async function signedIn(page: Page, who: keyof typeof DEMO) {
  await page.goto(`${server.baseURL}/log_in`);
  await signIn(page, DEMO[who].login, DEMO[who].password);
  await expect(page).not.toHaveURL(/log_in/);
}

test.describe('at intake on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("the master sees a regular's note before choosing services, without a tap", async ({ page }) => {
    const plate = freshPlate();
    const first = await visit({ phone: freshPhone(), name: 'Виктор Постоянный', plate: plate.cyrillic });
    await cashier.call('client/update', { body: { client_id: first.clientId, note: 'Царапина на бампере была до мойки' } });

    await signedIn(page, 'master');
    await page.goto(`${server.baseURL}/master/tasks/new`);
    await page.getByRole('combobox', { name: 'Номер ТС' }).pressSequentially(plate.latin);
    await page.getByRole('button', { name: 'Принять заказ' }).click();
    await expect(page.getByRole('tab', { name: 'Шаг 2', selected: true })).toBeVisible();
    const regular = page.getByRole('region', { name: 'Клиент: Виктор Постоянный' });
    await expect(regular).toBeInViewport();
    await expect(regular).toContainText('1 визит');
    await expect(regular.getByText('Царапина на бампере была до мойки')).toBeInViewport();
    await expectNoRawText(page);

    // Step 3, where the services are chosen, still says it first.
    await page.getByRole('button', { name: 'Дальше' }).click();
    await expect(page.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Клиент: Виктор Постоянный' }).getByText('Царапина на бампере была до мойки'),
    ).toBeInViewport();
  });
});

test('the cashier opens the client from the order page and reads the notes and visits', async ({ page }) => {
  const phone = freshPhone();
  const done = await visit({ phone, name: 'Галина Кассовая' });
  await master.call('client/update', { body: { client_id: done.clientId, note: 'Платит только картой компании' } });

  await signedIn(page, 'cashier');
  await page.goto(`${server.baseURL}/cashier/task/${done.orderId}`);
  await expect(page.getByText('Платит только картой компании')).toBeVisible();
  await page.getByRole('region', { name: 'Клиент: Галина Кассовая' }).getByRole('link', { name: 'Карточка клиента' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${done.clientId}$`));
  await expect(page.getByRole('heading', { name: 'Галина Кассовая', level: 1 })).toBeVisible();
  await expect(page.getByText('Платит только картой компании')).toBeVisible();
  const visits = page.getByRole('region', { name: '1 заказ' });
  await expect(visits.getByRole('link', { name: new RegExp(`Заказ №${done.orderId} от`) })).toBeVisible();
  await expect(visits).toContainText('Выполнен');

  // A note written here reaches the card at once, with who wrote it.
  await page.getByLabel('Новая заметка').fill('Просит не мыть двигатель');
  await page.getByRole('button', { name: 'Добавить заметку' }).click();
  await expect(page.getByText('Заметка добавлена')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Заметки' }).getByText('Просит не мыть двигатель')).toBeVisible();
  await expectNoRawText(page);

  // The client comes again while the card is open: the card follows without a reload.
  const again = await newOrder(master, { brand: 'Kia' }, { phone });
  await addWashes(master, again.orderId);
  await expect(
    page.getByRole('region', { name: '2 заказа' }).getByRole('link', { name: new RegExp(`Заказ №${again.orderId} от`) }),
  ).toBeVisible();
});

test("the cashier turns a client's order texts off, on and off again: the badge follows and the newest toast is on top", async ({
  page,
}) => {
  const done = await visit({ phone: freshPhone(), name: 'Олег Без СМС' });
  await signedIn(page, 'cashier');
  await page.goto(`${server.baseURL}/clients/${done.clientId}`);
  await expect(page.getByText('СМС о заказах клиента (принят, готово) присылаются')).toBeVisible();
  /** The toast drawn highest on the screen, the one a person reads first. */
  const topToast = () =>
    page
      .getByRole('status')
      .evaluateAll(
        (all) => all.map((e) => ({ y: e.getBoundingClientRect().top, text: e.textContent ?? '' })).sort((a, b) => a.y - b.y)[0]?.text,
      );
  await page.getByRole('button', { name: 'Не присылать СМС о заказах' }).click();
  await expect(page.getByText('Клиент отказался от СМС о своих заказах')).toBeVisible();
  await expect.poll(topToast).toContain('СМС о заказах клиенту не присылаются');
  await page.getByRole('button', { name: 'Снова присылать СМС о заказах' }).click();
  await expect.poll(topToast).toContain('СМС о заказах клиенту присылаются');
  // Within the toasts' 5 s: the words of the first toast again are on top, above the second's
  // (asked for while the second still shows, or its going away would put the first on top anyway).
  await page.getByRole('button', { name: 'Не присылать СМС о заказах' }).click();
  await expect(page.getByText('Клиент отказался от СМС о своих заказах')).toBeVisible();
  await expect.poll(topToast, { timeout: 2_000 }).toContain('СМС о заказах клиенту не присылаются');
});

test('the owner joins a duplicate and forgets a client; nothing of the forgotten person is left in the database', async ({ page }) => {
  test.setTimeout(120_000);
  const [mainPhone, otherPhone, gonePhone] = [freshPhone(), freshPhone(), freshPhone()];
  const main = await visit({ phone: mainPhone, name: 'Юрий Основной' });
  const other = await visit({ phone: otherPhone, name: 'Юрий Второй Номер' });
  const gone = await visit({ phone: gonePhone, name: 'Зинаида Удаляемая' });
  await cashier.call('client/update', { body: { client_id: gone.clientId, note: 'Зинаида просила перезвонить', marketing_consent: true } });

  await signedIn(page, 'owner');
  await page.goto(`${server.baseURL}/clients/${main.clientId}`);
  await page.getByLabel('Номер клиента, которого присоединить').fill(String(other.clientId));
  await page.getByRole('button', { name: 'Найти клиента' }).click();
  // The other client is shown before anything moves: a merge cannot be undone.
  await expect(page.getByText(`Клиент №${other.clientId}: Юрий Второй Номер`)).toBeVisible();
  await page.getByRole('button', { name: `Присоединить клиента №${other.clientId}` }).click();
  await expect(page.getByText(`Клиенты объединены: заказы, машины и заметки теперь у клиента №${main.clientId}`)).toBeVisible();
  await expect(page.getByText(/Другие номера: \+7 \(977\)/)).toBeVisible();
  await expect(page.getByRole('region', { name: '2 заказа' })).toBeVisible();

  // Searching by the other phone leads to the one client.
  await page.goto(`${server.baseURL}/clients`);
  await page.getByRole('searchbox', { name: 'Телефон, номер машины или имя' }).fill(otherPhone.slice(2));
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('link', { name: /Юрий Основной/ })).toHaveCount(1);

  await page.goto(`${server.baseURL}/clients/${gone.clientId}`);
  await page.getByRole('button', { name: 'Забыть клиента' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Забыть клиента' }).click();
  await expect(page.getByText('Данные клиента стёрты: заказы остались без имени и телефона')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Клиент №${gone.clientId} (данные стёрты)` })).toBeVisible();
  await page.goto(`${server.baseURL}/clients?q=${encodeURIComponent(gonePhone)}`);
  await expect(page.getByText('Никого не нашли. Проверьте телефон или номер.')).toBeVisible();

  // The whole database, every text column of every table, read in the server's own data folder.
  await server.stop();
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    for (const text of [gonePhone, 'Зинаида Удаляемая', 'Зинаида просила перезвонить']) {
      expect(await whereTextIs(database.db, text), text).toEqual([]);
    }
    // What stays: the order, with its money.
    const [order] = await rawRows<{ sum_final: number; client_id: number }>(
      database.db,
      sql`select sum_final, client_id from orders where id = ${gone.orderId}`,
    );
    expect(order).toMatchObject({ client_id: gone.clientId });
    expect(Number(order!.sum_final)).toBeGreaterThan(0);
  } finally {
    await database.close();
    await server.start();
  }
});

test('before the page’s scripts run, the buttons that erase a client or a note are off: a tap never skips the question', async ({
  page,
  browser,
}) => {
  const phone = freshPhone();
  const kept = await visit({ phone, name: 'Пётр Несохранённый' });
  await cashier.call('client/update', { body: { client_id: kept.clientId, note: 'Пётр оставляет ключи в бардачке' } });
  await signedIn(page, 'owner');
  // The same owner on a page whose scripts never run (a slow tablet's first moments).
  const noScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const bare = await noScripts.newPage();
    await bare.goto(`${server.baseURL}/clients/${kept.clientId}`);
    await expect(bare.getByRole('heading', { name: 'Пётр Несохранённый', level: 1 })).toBeVisible();
    await expect(bare.getByRole('button', { name: 'Забыть клиента' })).toBeDisabled();
    await expect(bare.getByRole('button', { name: 'Удалить заметку' })).toBeDisabled();
  } finally {
    await noScripts.close();
  }
  // With the scripts, the same buttons ask first.
  await page.goto(`${server.baseURL}/clients/${kept.clientId}`);
  await page.getByRole('button', { name: 'Забыть клиента' }).click();
  await expect(page.getByRole('dialog')).toContainText('Отменить это нельзя');
});
