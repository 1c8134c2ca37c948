import { rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs, apiWith } from './api-client';
import { modelOf, newOrder } from './api-fixtures';
import { demoDataDir } from './demo-data-dir';
import { bookingCodeSentTo, SMS_STAND_IN, smsGatewayEnv } from './sms-gateway';
import { testServer, type TestServer } from './spawn-server';
import { freshPlate } from './support';

/**
 * Online booking (docs/decisions/040-booking-into-the-live-queue.md), as people on their phones
 * do it, without signing in: a customer books a tyre change for tomorrow with the code from the
 * SMS (a wrong code first says how many tries are left) and lands on the booking's page; a
 * second customer, whose car the shop knows, is not offered that time on the one tyre bay and
 * asks a code for another; the first moves onto that very time, so the second's code sends them
 * back to the times and confirms another with the same code; the first cancels. The server is
 * this spec's own, with SMS.ru played by msw (e2e/sms-gateway-stand-in.ts) writing each SMS to
 * a file the test reads the codes from.
 */
// One server for both tests, in one worker, one after the other.
test.describe.configure({ mode: 'default' });

let server: TestServer;
let dataDir: string;
let smsFile: string;
let http: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-booking-');
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

/** The last code sent by SMS to a phone (its ten digits after +7). */
const codeSentTo = (national: string) => bookingCodeSentTo(smsFile, national);

/** A phone not signed in to anything, at a phone's size. Page errors (a hydration mismatch among them) are collected. */
async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A refused form answers with its status (422 for a wrong code), which the browser logs: not an error of the page.
  page.on('console', (m) => (m.type() === 'error' && !m.text().startsWith('Failed to load resource') ? errors.push(m.text()) : undefined));
  return { context, page, errors };
}

/** Nothing wider than the phone, no raw locale key, nothing unfilled. */
async function looksRight(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(book|bookingPage|customer|errors)\.[a-zA-Z_.]+\b|\bundefined\b|\bnull\b|NaN/);
}

const SERVICE = 'Сезонная переобувка (комплект 4 колеса)';

/** Up to the free times of tomorrow: the kind, the service, the car (its class picked when the shop does not know it). */
async function toTomorrowsTimes(page: Page, plate: string, pickClass?: string) {
  await page.goto(`${server.baseURL}/book`);
  await expect(page.getByRole('heading', { name: 'Онлайн-запись', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Шиномонтаж' }).click();
  // The page's own script: the step reached has the focus, «Дальше» waits for a service ticked.
  await expect(page.getByRole('heading', { name: 'Выберите услуги' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Дальше' })).toBeDisabled();
  await expect(page.getByText('Отметьте хотя бы одну услугу.')).toBeVisible();
  await page.getByRole('checkbox', { name: SERVICE }).check();
  await expect(page.getByText('Отметьте хотя бы одну услугу.')).toBeHidden();
  await page.getByRole('button', { name: 'Дальше' }).click();
  // Back to the services: the box the browser ticks again is counted, «Дальше» is not held.
  await expect(page.getByLabel('Госномер')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: SERVICE })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Дальше' })).toBeEnabled();
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByLabel('Госномер').fill(plate);
  await page.getByRole('button', { name: 'Дальше' }).click();
  if (pickClass) {
    await expect(page.getByText('Выберите класс: от него зависит, сколько времени займёт работа.')).toBeVisible();
    await page.getByRole('radio', { name: pickClass }).check();
  }
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(page.getByRole('heading', { name: 'Выберите время' })).toBeVisible();
  await expect(page.getByText(/^Займёт ≈ (\d+ ч )?(\d+ мин)?$/)).toBeVisible();
  await expect(page.getByText('Всё время указано по нашему часовому поясу: Москва (GMT+03:00)')).toBeVisible();
  // Another day is shown in place (its times are in the page), and the address keeps it for a reload.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('button', { name: /^Завтра/ }).click();
  await expect(page.getByRole('button', { name: /^Завтра/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // «Изменить услуги» and back keeps the day chosen.
  const day = new URL(page.url()).searchParams.get('date');
  await expect(page.getByRole('link', { name: 'Изменить услуги' })).toHaveAttribute('href', new RegExp(`[?&]date=${day}`));
  return page.getByRole('form', { name: /^Свободное время/ });
}

/** The name and phone, «Получить код»: the code step says where the code went. */
async function askCode(page: Page, name: string, national: string) {
  await expect(page.getByRole('heading', { name: 'Как с вами связаться' })).toBeVisible();
  await page.getByLabel('Ваше имя').fill(name);
  await page.getByLabel('Телефон').pressSequentially(national);
  // Written as it is typed.
  const written = `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
  await expect(page.getByLabel('Телефон')).toHaveValue(written);
  // A digit corrected in the middle: the caret stays where the customer put it, so the number comes back whole.
  await page.getByLabel('Телефон').evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
  await page.getByLabel('Телефон').press('Backspace');
  await page.getByLabel('Телефон').press(national[2]!);
  await expect(page.getByLabel('Телефон')).toHaveValue(written);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Подтвердите запись' })).toBeVisible();
  // The masked phone is kept on one line: no-break spaces and hyphens.
  const to = `+7 ${national.slice(0, 3)} ***-**-${national.slice(-2)}`.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
  await expect(page.getByText(`Мы отправили код на ${to}.`, { exact: false })).toBeVisible();
}

const masked = (cyrillic: string) => `${cyrillic[0]}***${cyrillic.slice(4, 6)} ${cyrillic.slice(6)}`;

test('two customers book the one tyre bay from their phones; one moves onto the other’s time and cancels', async ({ browser }) => {
  test.setTimeout(120_000);
  // The second customer's car the shop already knows (an order of it), with its class.
  const master = await apiAs(http, 'master');
  const known = freshPlate();
  const model = await modelOf(master, { brand: 'Toyota' });
  await newOrder(master, model, { plate: known.cyrillic });
  const classes = (await apiWith(http).call('public/booking/options')).classes;
  const knownClass = classes.find((c) => c.id === model.class_id)!.name;

  // The first customer: a car the shop has never seen.
  const first = await phone(browser);
  const plate = freshPlate();
  const times = await toTomorrowsTimes(first.page, plate.latin, 'Легковой (малый и средний)');
  await looksRight(first.page);
  await times.getByRole('button', { name: '12:00', exact: true }).click();
  await expect(first.page.getByText(/^Завтра, .+, 12:00$/)).toBeVisible();
  await askCode(first.page, 'Анна', '9161234501');
  const code = await codeSentTo('9161234501');
  await first.page.getByLabel('Код из СМС').fill(code === '0000' ? '1111' : '0000');
  await first.page.getByRole('button', { name: 'Записаться' }).click();
  await expect(first.page.getByText('Неверный код из СМС. Осталось попыток: 4')).toBeVisible();
  await first.page.getByLabel('Код из СМС').fill(code);
  await first.page.getByRole('button', { name: 'Записаться' }).click();

  // The booking's own page: the time in big type, the work, the plate masked, no phone nor name.
  await expect(first.page).toHaveURL(/\/b\/[A-Za-z0-9_-]{24}$/);
  const bookingUrl = first.page.url();
  await expect(first.page.getByRole('heading', { name: 'Вы записаны', level: 1 })).toBeVisible();
  await expect(first.page.getByText(/^12:00 – \d\d:\d\d$/)).toBeVisible();
  await expect(first.page.getByText(SERVICE)).toBeVisible();
  await expect(first.page.getByText(masked(plate.cyrillic))).toBeVisible();
  const body = await first.page.locator('body').innerText();
  expect(body).not.toContain(plate.cyrillic);
  expect(body).not.toMatch(/Анна|123-?45-?01/);
  await looksRight(first.page);
  const opened = await http.get(bookingUrl);
  expect(opened.headers()['x-robots-tag']).toContain('noindex');
  // Its address (the token) goes to no other site; `same-origin`, not `no-referrer`, so that its plain form posts carry their origin.
  expect(opened.headers()['referrer-policy']).toBe('same-origin');

  // The second customer: the shop knows the car, so its class comes chosen; 12:00 is taken on the one tyre bay.
  const second = await phone(browser);
  await second.page.goto(`${server.baseURL}/book`);
  await second.page.getByRole('button', { name: 'Шиномонтаж' }).click();
  await second.page.getByRole('checkbox', { name: SERVICE }).check();
  await second.page.getByRole('button', { name: 'Дальше' }).click();
  await second.page.getByLabel('Госномер').fill(known.latin);
  await second.page.getByRole('button', { name: 'Дальше' }).click();
  await expect(second.page.getByText('Мы уже знаем эту машину: класс выбран.', { exact: false })).toBeVisible();
  await expect(second.page.getByRole('radio', { name: knownClass })).toBeChecked();
  await second.page.getByRole('button', { name: 'Дальше' }).click();
  await second.page.getByRole('button', { name: /^Завтра/ }).click();
  const secondTimes = second.page.getByRole('form', { name: /^Свободное время/ });
  await expect(secondTimes.getByRole('button', { name: '15:00', exact: true })).toBeVisible();
  await expect(secondTimes.getByRole('button', { name: '12:00', exact: true })).toHaveCount(0);
  await secondTimes.getByRole('button', { name: '15:00', exact: true }).click();
  await askCode(second.page, 'Борис', '9161234502');
  const secondCode = await codeSentTo('9161234502');

  // Meanwhile the first customer moves onto 15:00.
  await first.page.getByRole('link', { name: 'Перенести' }).click();
  await first.page.getByRole('button', { name: /^Завтра/ }).click();
  await first.page
    .getByRole('form', { name: /^Свободное время/ })
    .getByRole('button', { name: '15:00', exact: true })
    .click();
  await first.page.getByRole('button', { name: 'Перенести на 15:00' }).click();
  await expect(first.page.getByText('Запись перенесена.')).toBeVisible();
  await expect(first.page.getByText(/^15:00 – \d\d:\d\d$/)).toBeVisible();

  // The second's code: the time is gone, so back to the times, the reason in view (a screen above the button); the code books another.
  await second.page.getByLabel('Код из СМС').fill(secondCode);
  await second.page.getByRole('button', { name: 'Записаться' }).click();
  await expect(second.page.getByRole('alert').filter({ hasText: 'Это время только что заняли: выберите другое' })).toBeInViewport();
  await expect(second.page.getByRole('heading', { name: 'Выберите время' })).toBeVisible();
  const again = second.page.getByRole('form', { name: /^Свободное время/ });
  await expect(again.getByRole('button', { name: '15:00', exact: true })).toHaveCount(0);
  const later = again.getByRole('button').last();
  const laterTime = (await later.innerText()).trim();
  await later.click();
  await expect(second.page.getByLabel('Код из СМС')).toHaveValue(secondCode);
  await second.page.getByRole('button', { name: 'Записаться' }).click();
  await expect(second.page.getByRole('heading', { name: 'Вы записаны', level: 1 })).toBeVisible();
  await expect(second.page.getByText(new RegExp(`^${laterTime} – \\d\\d:\\d\\d$`))).toBeVisible();
  await expect(second.page.getByText(masked(known.cyrillic))).toBeVisible();

  // The first customer cancels, asked once more.
  await first.page.getByRole('link', { name: 'Отменить запись' }).click();
  await expect(first.page.getByRole('heading', { name: 'Отменить запись?' })).toBeVisible();
  await first.page.getByRole('button', { name: 'Да, отменить запись' }).click();
  await expect(first.page.getByRole('heading', { name: 'Запись отменена', level: 1 })).toBeVisible();
  await expect(first.page.getByRole('link', { name: 'Перенести' })).toHaveCount(0);
  await looksRight(first.page);

  expect(first.errors).toEqual([]);
  expect(second.errors).toEqual([]);
  await first.context.close();
  await second.context.close();
});

test('a link that opens no booking answers 410 with one plain sentence', async ({ page }) => {
  const answer = await page.goto(`${server.baseURL}/b/AAAAAAAAAAAAAAAAAAAAAAAA`);
  expect(answer?.status()).toBe(410);
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.getByRole('heading', { name: 'Ссылка не действует' })).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(0);
});

test('without JavaScript a customer books a time and opens the booking, on pages of their own small files', async ({ browser }) => {
  test.setTimeout(90_000);
  // With JavaScript: the booking page loads the customers' own script and stylesheet, nothing of the staff app.
  const scripted = await phone(browser);
  const files: string[] = [];
  scripted.page.on('request', (r) => (r.url().startsWith(server.baseURL) ? files.push(new URL(r.url()).pathname) : undefined));
  await scripted.page.goto(`${server.baseURL}/book`);
  await scripted.page.waitForLoadState('networkidle');
  expect(files.filter((p) => /\.(js|css)$/.test(p))).toEqual([
    expect.stringMatching(/^\/assets\/customer-[\w-]+\.(css|js)$/),
    expect.stringMatching(/^\/assets\/customer-[\w-]+\.(css|js)$/),
  ]);
  expect(files.filter((p) => p.startsWith('/words/'))).toEqual([]);
  await scripted.context.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/book`);
  await page.getByRole('button', { name: 'Шиномонтаж' }).click();
  await page.getByRole('checkbox', { name: SERVICE }).check();
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByLabel('Госномер').fill(freshPlate().latin);
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByRole('radio', { name: 'Легковой (малый и средний)' }).check();
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(page.getByRole('heading', { name: 'Выберите время' })).toBeVisible();
  // Another day is a new page from the server.
  await page.getByRole('button', { name: /^Завтра/ }).click();
  await expect(page.getByRole('button', { name: /^Завтра/ })).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('form', { name: /^Свободное время/ })
    .getByRole('button', { name: '15:00', exact: true })
    .click();
  await expect(page.getByText(/^Завтра, .+, 15:00$/)).toBeVisible();
  await page.getByLabel('Ваше имя').fill('Олег');
  // The server writes the phone as the mask would.
  await page.getByLabel('Телефон').fill('89161234577');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Подтвердите запись' })).toBeVisible();
  await page.getByLabel('Код из СМС').fill(await codeSentTo('9161234577'));
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(page).toHaveURL(/\/b\/[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole('heading', { name: 'Вы записаны', level: 1 })).toBeVisible();
  await expect(page.getByText(/^15:00 – \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перенести' })).toBeVisible();
  await context.close();
});

test('an English phone is offered the vehicle classes in English', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/book`);
  await page.getByRole('button', { name: 'Tyre service' }).click();
  await page.getByRole('checkbox', { name: SERVICE }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Number plate').fill(freshPlate().latin);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'Car (small and medium)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'SUV / minivan' })).toBeVisible();
  await expect(page.getByText('Легковой', { exact: false })).toHaveCount(0);
  await context.close();
});
