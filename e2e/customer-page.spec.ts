import { rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs } from './api-client';
import { waitingOrder } from './api-fixtures';
import { pdfPages, points, printed } from './paper';
import { demoDataDir } from './demo-data-dir';
import { sentSms as sentSmsOf, SMS_STAND_IN, smsGatewayEnv } from './sms-gateway';
import { testServer, type TestServer } from './spawn-server';
import { DEMO, expectNoRawText, freshPlate, pick, signIn } from './support';

/**
 * The customer's own page (docs/screens.md 'The customer's page'): the master takes an order
 * with a phone on a tablet and prints the customer's ticket; a stranger's phone opens its link
 * without signing in and follows the car live to «Готово»; the SMS went out through the
 * gateway (msw plays SMS.ru in the server's process) with the link and «машина готова».
 */
let server: TestServer;
let dataDir: string;
let smsFile: string;
let http: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-customer-');
  const port = 4400 + Math.floor(Math.random() * 500);
  const gateway = smsGatewayEnv(dataDir, port);
  smsFile = gateway.smsFile;
  server = testServer(gateway.env, port, { imports: [SMS_STAND_IN] });
  await server.start();
  http = await playwrightRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await http?.dispose();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sentSms = () => sentSmsOf(smsFile);

/** Every key the page's socket received in the order's public view, as paths. */
function keysOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => keysOf(v, `${path}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [`${path}${path ? '.' : ''}${k}`, ...keysOf(v, `${path}${path ? '.' : ''}${k}`)]);
  return [];
}
const PUBLIC_VIEW = new Set([
  ...['state', 'car', 'car.brand', 'car.model', 'car.plate', 'done_at', 'picked_up_at'],
  ...['services', 'services[].name', 'services[].quantity', 'services[].parking', 'services[].state', 'services[].sum'],
  ...['services[].tire_size', 'services[].tire_size.radius', 'services[].tire_size.profile', 'services[].tire_size.profile_code'],
  ...['queue', 'queue.ahead', 'queue.ready_at', 'money', 'money.total', 'money.discount', 'money.paid', 'money.to_pay'],
  ...['shop', 'shop.name', 'shop.address', 'shop.hours'],
]);

async function masterTakesOrder(page: Page, plate: { latin: string; cyrillic: string }) {
  await page.goto(`${server.baseURL}/log_in`);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.getByRole('combobox', { name: 'Номер ТС' }).pressSequentially(plate.latin);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await expect(page.getByRole('tab', { name: 'Шаг 2', selected: true })).toBeVisible();
  await pick(page, 'Марка ТС', 'фольк', 'Volkswagen');
  await pick(page, 'Модель ТС', 'поло', 'Polo');
  await page.getByLabel('Телефон').pressSequentially('9167770011');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(page.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить: Мойка кузова' }).click();
  await expect(page.getByRole('button', { name: 'Подтвердить заказ' })).toBeEnabled();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const heading = page.getByRole('heading', { name: /Заказ №\d+ принят/ });
  await expect(heading).toBeVisible();
  const orderId = Number((await heading.innerText()).replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Ключи у клиента' }).click();
  return orderId;
}

test('a customer follows their car from the ticket to «Готово» without a reload', async ({ page, browser }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  const plate = freshPlate();
  const orderId = await masterTakesOrder(page, plate);

  // The ticket: the order, the plate, the QR and the link written out.
  await page.getByRole('link', { name: 'Билет клиента' }).click();
  await expect(page.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-код ссылки на страницу заказа' }).locator('svg path').first()).toBeAttached();
  const link = (await page.getByTestId('ticket-link').innerText()).trim();
  expect(link).toMatch(new RegExp(`^${server.baseURL}/o/[A-Za-z0-9_-]{24}$`));
  await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
  // On paper: one 80 mm strip, as the receipt printer takes it.
  const strips = pdfPages(await printed(page));
  expect(strips).toHaveLength(1);
  expect(strips[0]!.width).toBeCloseTo(points(80), 0);

  // A stranger's phone, not signed in, opens the link.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const customer = await phone.newPage();
  const pushed: unknown[] = [];
  customer.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      const event = /^42\/public,(.*)$/.exec(text);
      if (event) pushed.push(JSON.parse(event[1]!));
    }),
  );
  // The page is asked for once: each change is drawn from the view the socket pushes, not by asking again.
  let pageRequests = 0;
  customer.on('request', (r) => (new URL(r.url()).pathname === new URL(link).pathname ? pageRequests++ : undefined));
  const opened = await customer.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  // The link is the key to the order: it goes to no other site, said once (not beside the default of other pages).
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(customer.getByRole('heading', { name: 'В очереди', level: 1 })).toBeVisible();
  await expect(customer.getByText(/^(Вы следующий|Перед вами \d+ машин[аы]?)$/)).toBeVisible();
  await expect(customer.getByText(/^Готово примерно к \d\d:\d\d$/)).toBeVisible();
  await expect(customer.getByText('Мойка кузова')).toBeVisible();
  await expect(customer.getByText(`${plate.cyrillic[0]}***${plate.cyrillic.slice(4, 6)} ${plate.cyrillic.slice(6)}`)).toBeVisible();
  const body = await customer.locator('body').innerText();
  expect(body).not.toContain(plate.cyrillic);
  expect(body).not.toMatch(/916|777-?00-?11/);
  expect(body).not.toContain(String(orderId));
  await expectNoRawText(customer);
  // A mark on this very document: a reload would take it away.
  await customer.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // The wall display says the same ready time for this car (read a moment later: a car running
  // late ahead of it may move it on by the minute in between, never more).
  const wall = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const tv = await wall.newPage();
  await tv.goto(`${server.baseURL}/log_in`);
  await signIn(tv, DEMO.display.login, DEMO.display.password);
  await expect(tv).toHaveURL(/\/display$/);
  const minutes = (text: string) => {
    const [h, m] = (/(\d\d):(\d\d)/.exec(text) ?? ['', '-1', '0']).slice(1).map(Number);
    return h! * 60 + m!;
  };
  const onPage = minutes(await customer.getByText(/^Готово примерно к/).innerText());
  const car = tv
    .locator('[data-car]')
    .filter({ hasText: plate.cyrillic.slice(1, 4) })
    .filter({ hasText: plate.cyrillic.slice(4, 6) });
  // A car on the board's next page is in the page but hidden: its text is read all the same.
  const onWall = minutes((await car.getByText(/^готова примерно к/).textContent()) ?? '');
  expect(Math.abs(onWall - onPage)).toBeLessThanOrEqual(1);
  await wall.close();

  // The master gives the line its washer (the API, as the «Назначить» form would), starts and finishes on the tablet.
  const master = await apiAs(http, 'master');
  const order = await master.call('order/:id', { params: { id: orderId } });
  const [washer] = await master.call('workers-wash/get');
  await master.call('order/set-worker', {
    body: { order_id: orderId, order_item_id: order.items[0]!.order_item_id, workers: [washer!.worker_id] },
  });
  await page.goto(`${server.baseURL}/master/task/${orderId}`);
  await page.getByRole('button', { name: 'В работу' }).click();
  await expect(customer.getByRole('heading', { name: 'В работе', level: 1 })).toBeVisible();
  await page.goto(`${server.baseURL}/master/task/${orderId}`);
  await page.getByRole('button', { name: 'Завершить' }).click();
  // The line not marked done yet: the master confirms it is.
  await page.getByRole('dialog').getByRole('button', { name: 'Завершить' }).click();
  await expect(customer.getByRole('heading', { name: 'Готово — можно забирать', level: 1 })).toBeVisible();
  await expect(customer.getByText('К оплате')).toBeVisible();
  expect(await customer.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(pageRequests).toBe(1);

  // The SMS went through the gateway: «принят» with the link, then «машина готова» with it.
  await expect.poll(() => sentSms().filter((s) => s.to === '79167770011').length, { timeout: 15_000 }).toBe(2);
  const [accepted, ready] = sentSms().filter((s) => s.to === '79167770011');
  expect(accepted!.msg).toContain(`принят, следите за статусом: ${link}`);
  expect(ready!.msg).toMatch(/машина готова/i);
  expect(ready!.msg).toContain(link);

  // The socket carried the order's public view and nothing else.
  expect(pushed.length).toBeGreaterThanOrEqual(3);
  for (const event of pushed) {
    const [name, view] = event as [string, unknown];
    expect(name).toBe('public:order');
    expect(keysOf(view).filter((key) => !PUBLIC_VIEW.has(key))).toEqual([]);
  }
  expect(JSON.stringify(pushed)).not.toMatch(new RegExp(`${plate.cyrillic}|916777|Volkswagen Polo ${orderId}`));
  await phone.close();
});

test('a link that opens nothing says so plainly, with 410', async ({ page }) => {
  const answer = await page.goto(`${server.baseURL}/o/AAAAAAAAAAAAAAAAAAAAAAAA`);
  expect(answer?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Ссылка не действует' })).toBeVisible();
  await expect(page.getByText('Эта ссылка больше не действует')).toBeVisible();
  // An English browser reads it in English, from the server's own render on.
  const english = await http.get('/o/AAAAAAAAAAAAAAAAAAAAAAAA', { headers: { 'Accept-Language': 'en-GB,en;q=0.9,ru;q=0.5' } });
  expect(english.status()).toBe(410);
  const html = await english.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('Link no longer works');

  // A form sent to the page, or an address that cannot be read, opens nothing either: said in
  // words, not as a server in trouble nor in English.
  const posted = await http.post('/o/AAAAAAAAAAAAAAAAAAAAAAAA', { form: { x: '1' }, headers: { Origin: server.baseURL } });
  expect(posted.status()).toBe(405);
  expect(await posted.text()).toContain('Ссылка не действует');
  const garbled = await http.get('/o/AAAA%ZZ');
  expect(garbled.status()).toBe(400);
  expect(await garbled.text()).toBe('Неверный адрес страницы: проверьте ссылку.');
});

/** A link to an order waiting in the queue, as the ticket would print it. */
async function waitingOrderLink() {
  const { orderId, services } = await waitingOrder(http);
  const master = await apiAs(http, 'master');
  const { public_url } = await master.call('order/public-link', { body: { order_id: orderId } });
  return { orderId, link: public_url, master, service: services[0]! };
}

test('the customer’s page is the server’s page with two small files of its own, no staff app', async ({ browser }) => {
  const { link } = await waitingOrderLink();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const customer = await phone.newPage();
  const fetched: string[] = [];
  customer.on('request', (r) => (r.url().startsWith(server.baseURL) ? fetched.push(new URL(r.url()).pathname) : undefined));
  const live = customer.waitForEvent('websocket');
  const views: string[] = [];
  customer.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => (String(payload).startsWith('42/public,') ? views.push(String(payload)) : undefined)),
  );
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: 'В очереди', level: 1 })).toBeVisible();
  await customer.waitForLoadState('networkidle');
  // The page, its script and its stylesheet, the icon; then the live link. No words file, no route modules, no Bootstrap.
  const files = fetched.filter((p) => p !== new URL(link).pathname && !p.startsWith('/socket.io/'));
  expect(files.filter((p) => p.endsWith('.js'))).toEqual([expect.stringMatching(/^\/assets\/customer-[\w-]+\.js$/)]);
  expect(files.filter((p) => p.endsWith('.css'))).toEqual([expect.stringMatching(/^\/assets\/customer-[\w-]+\.css$/)]);
  expect(files.filter((p) => p.startsWith('/words/') || p.startsWith('/locales/'))).toEqual([]);
  expect((await live).url()).toContain('/socket.io/');
  // The server sends the view on connect: the page draws it itself, it does not ask for the page again.
  await expect.poll(() => views.length).toBeGreaterThan(0);
  await customer.waitForTimeout(1000);
  expect(fetched.filter((p) => p === new URL(link).pathname)).toHaveLength(1);
  // Styled by its own sheet: the cards have their frame, the headline its large type.
  const headline = customer.getByRole('heading', { level: 1 });
  expect(Number.parseFloat(await headline.evaluate((h) => getComputedStyle(h).fontSize))).toBeGreaterThan(24);
  expect(
    await customer
      .locator('.wd-customer-card')
      .first()
      .evaluate((c) => getComputedStyle(c).borderTopStyle),
  ).toBe('solid');
  // The note for a lost link stays hidden while the link is up.
  await expect(customer.getByText('Нет связи — страница обновится, когда связь вернётся.')).toBeHidden();
  await phone.close();
});

test('without JavaScript the customer still reads their order, and is told to reload for news', async ({ browser }) => {
  const { link, service } = await waitingOrderLink();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', javaScriptEnabled: false });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: 'В очереди', level: 1 })).toBeVisible();
  await expect(customer.getByText(/^Готово примерно к \d\d:\d\d$/)).toBeVisible();
  await expect(customer.getByText(service, { exact: true })).toBeVisible();
  await expect(customer.getByText('К оплате')).toBeVisible();
  // (Playwright's browser without JavaScript still parses as one with it: the note is read as the text it holds.)
  expect(await customer.locator('noscript').innerHTML()).toContain(
    'Страница не обновляется сама: чтобы увидеть, что изменилось, обновите её.',
  );
  await expectNoRawText(customer);
  await phone.close();
});

test('a link replaced while the page is open turns into «Ссылка не действует» without a reload', async ({ browser }) => {
  const { orderId, link, master } = await waitingOrderLink();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: 'В очереди', level: 1 })).toBeVisible();
  await customer.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await master.call('order/public-link', { body: { order_id: orderId } });
  await expect(customer.getByRole('heading', { name: 'Ссылка не действует' })).toBeVisible();
  await expect(customer.getByText('В очереди')).toHaveCount(0);
  expect(await customer.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await phone.close();
});
