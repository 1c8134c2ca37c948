import { rmSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { apiAs } from './api-client';
import { newOrder } from './api-fixtures';
import { demoDataDir } from './demo-data-dir';
import { bookingCodeSentTo, SMS_STAND_IN, smsGatewayEnv } from './sms-gateway';
import { testServer, type TestServer } from './spawn-server';
import { DEMO, expectNoRawText, freshPlate, pick, shownPlate, signIn } from './support';

/**
 * Booking into the live queue, over two days (docs/decisions/040-booking-into-the-live-queue.md).
 * Today a customer on a phone books a tyre change for tomorrow with the code from the SMS (msw
 * plays SMS.ru in the server's process) while the master's day board of tomorrow shows it at
 * once, and a second customer is not offered that time on the one tyre bay. Tomorrow (the same
 * shop started again with its clock a day ahead: e2e/clock-ahead.ts) the master's «Ожидают» and
 * the wall display show the booked car, a booking the desk takes by phone joins both live, and
 * «Принять» opens the new-order wizard filled from the booking.
 */
test.describe.configure({ mode: 'serial' });

let server: TestServer;
let dataDir: string;
let smsFile: string;
const port = 4400 + Math.floor(Math.random() * 500);
const plate = freshPlate();
const SERVICE = 'Сезонная переобувка (комплект 4 колеса)';
/** The booking made today, for tomorrow: its start as the page said it («10:00») and as an instant. */
let booked: { time: string; startsAt: number } | undefined;
/** The wash the desk booked by phone on the second day: the caller's car and its time. */
let called: { plate: string; time: string } | undefined;

const env = () => smsGatewayEnv(dataDir, port).env;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-booking-day-');
  smsFile = smsGatewayEnv(dataDir, port).smsFile;
  server = testServer(env(), port, { imports: [SMS_STAND_IN] });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const codeSentTo = (national: string) => bookingCodeSentTo(smsFile, national);

async function staff(browser: Browser, who: { login: string; password: string }, viewport = { width: 820, height: 1180 }) {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport, locale: 'ru-RU' })).newPage();
  await page.goto('/log_in');
  await signIn(page, who.login, who.password);
  await expect(page).not.toHaveURL(/log_in/);
  return page;
}

/** A customer's phone on /book, up to tomorrow's free times of a tyre change for a car the shop never saw. */
async function tomorrowsTimes(browser: Browser, carPlate: string) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/book');
  await page.getByRole('button', { name: 'Шиномонтаж' }).click();
  await page.getByRole('checkbox', { name: SERVICE }).check();
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByLabel('Госномер').fill(carPlate);
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByRole('radio', { name: /^Легковой/ }).check();
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByRole('button', { name: /^Завтра/ }).click();
  await expect(page.getByRole('button', { name: /^Завтра/ })).toHaveAttribute('aria-pressed', 'true');
  return { page, times: page.getByRole('form', { name: /^Свободное время/ }) };
}

const masked = (cyrillic: string) => `${cyrillic[0]}***${cyrillic.slice(4, 6)} ${cyrillic.slice(6)}`;

test('today: a customer books a tyre change for tomorrow with the SMS code; the desk sees it at once; nobody else gets that time', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const board = await staff(browser, DEMO.master);
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() + 86_400_000));
  await board.goto(`/bookings?date=${tomorrow}`);
  const tyreBay = board.getByRole('region', { name: 'Шиномонтаж' });
  // The shop's zone named as people read it, not its identifier.
  await expect(board.getByText('Время указано по часовому поясу мойки: Москва (GMT+03:00)')).toBeVisible();
  await expect(tyreBay.getByText('Записей нет')).toBeVisible();

  const customer = await tomorrowsTimes(browser, plate.cyrillic);
  const first = customer.times.getByRole('button').first();
  const time = (await first.innerText()).trim();
  await first.click();
  await customer.page.getByLabel('Ваше имя').fill('Анна');
  await customer.page.getByLabel('Телефон').pressSequentially('9161110022');
  await customer.page.getByRole('button', { name: 'Получить код' }).click();
  await customer.page.getByLabel('Код из СМС').fill(await codeSentTo('9161110022'));
  await customer.page.getByRole('button', { name: 'Записаться' }).click();
  await expect(customer.page).toHaveURL(/\/b\/[A-Za-z0-9_-]{24}$/);
  await expect(customer.page.getByText(time).first()).toBeVisible();
  await expect(customer.page.getByText(masked(plate.cyrillic))).toBeVisible();

  // The master's board of tomorrow, open all along, shows the booking without a reload.
  await expect(tyreBay.getByText(new RegExp(`^${time}–`))).toBeVisible();
  await expect(tyreBay.getByText('онлайн')).toBeVisible();
  await expect(tyreBay.getByText('Анна')).toBeVisible();

  // A second customer is not offered that time on the only tyre bay.
  const second = await tomorrowsTimes(browser, freshPlate().cyrillic);
  await expect(second.times.getByRole('button').first()).toBeVisible();
  await expect(second.times.getByRole('button', { name: time, exact: true })).toHaveCount(0);
  await expectNoRawText(second.page);

  const [h, m] = time.split(':').map(Number) as [number, number];
  booked = { time, startsAt: Date.parse(`${tomorrow}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+03:00`) };
});

test('tomorrow: «Записаны» on the master’s list and the wall, a phone booking joins them live, «Принять» opens the filled wizard', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(booked, 'the booking of the first test').toBeDefined();
  // The shop opens the next day: the same data, the clock 20 minutes before the booked time.
  await server.stop();
  const ahead = booked!.startsAt - 20 * 60_000 - Date.now();
  server = testServer({ ...env(), CLOCK_AHEAD_MS: String(ahead) }, port, {
    imports: [SMS_STAND_IN, './e2e/clock-ahead.ts'],
  });
  await server.start();

  const master = await staff(browser, DEMO.master);
  await master.goto('/master/tasks/pending');
  const bookedToday = master.getByRole('region', { name: 'Записаны' });
  await expect(bookedToday.getByText(booked!.time)).toBeVisible();
  await expect(bookedToday.getByText(shownPlate(plate.cyrillic))).toBeVisible();

  const wall = await staff(browser, DEMO.display, { width: 1920, height: 1080 });
  await wall.goto('/display');
  const band = wall.getByRole('region', { name: 'Записаны' });
  await expect(band.getByText(`${booked!.time} — ${masked(plate.cyrillic)}`)).toBeVisible();
  // Nor does the wall's page hold the whole plate in its data, on the first load or on a reload.
  expect(await wall.content()).not.toContain(plate.cyrillic);
  const reload = await wall.request.get('/display.data');
  expect(reload.ok()).toBe(true);
  const reloaded = await reload.text();
  expect(reloaded).toContain(masked(plate.cyrillic));
  expect(reloaded).not.toContain(plate.cyrillic);

  // The desk books a wash for a caller; the master's list and the wall follow without a reload.
  const desk = await staff(browser, DEMO.cashier, { width: 1366, height: 768 });
  const caller = freshPlate();
  await desk.goto('/bookings/new');
  await desk.getByRole('radio', { name: 'Мойка' }).check();
  // The services follow the kind chosen.
  await expect(desk).toHaveURL(/kind=wash/);
  await desk.getByRole('checkbox').first().check();
  await desk.getByLabel('Номер машины').fill(caller.cyrillic);
  await desk.getByLabel('Класс').selectOption({ index: 1 });
  await desk.getByRole('button', { name: 'Показать свободное время' }).click();
  await desk.getByLabel('Телефон').pressSequentially('9162223344');
  await expect(desk.getByLabel('Телефон')).toHaveValue('+7 (916) 222-33-44');
  const slot = desk.getByRole('group', { name: 'Свободное время' }).getByRole('button').first();
  const callerTime = (await slot.innerText()).trim();
  await slot.click();
  await expect(desk).toHaveURL(/\/bookings\?date=/);
  // The desk books, moves and cancels; taking a car in is the bays' (the order's wizard is the master's).
  await expect(desk.getByRole('link', { name: 'Перенести' }).first()).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Принять' })).toHaveCount(0);
  called = { plate: caller.cyrillic, time: callerTime };
  await expect(bookedToday.getByText(callerTime)).toBeVisible();
  await expect(band.getByText(`${callerTime} — ${masked(caller.cyrillic)}`)).toBeVisible();

  // The booked car drives in: «Принять» opens the wizard with what the booking knows.
  await bookedToday.getByRole('listitem').filter({ hasText: booked!.time }).getByRole('link', { name: 'Принять' }).click();
  await expect(master.getByRole('tab', { name: 'Шаг 2', selected: true })).toBeVisible();
  await expect(master.getByLabel('Телефон')).toHaveValue('+7 (916) 111-00-22');
  await expect(master.getByLabel('Имя')).toHaveValue('Анна');
  await expect(master.getByLabel('Класс ТС').locator('option:checked')).toHaveText(/^Легковой/);
  await pick(master, 'Марка ТС', 'фольк', 'Volkswagen');
  await pick(master, 'Модель ТС', 'поло', 'Polo');
  await master.getByRole('button', { name: 'Дальше' }).click();
  await expect(master.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible();
  await expect(master.getByRole('note')).toContainText(`По записи: ${SERVICE}`);
  await expect(master.getByRole('tab', { name: 'Шиномонтаж', selected: true })).toBeVisible();
  await master.getByLabel('Радиус', { exact: true }).selectOption({ label: 'R16' });
  await master.getByLabel('Профиль', { exact: true }).selectOption({ label: 'Стандартный' });
  await expect(master.getByRole('button', { name: new RegExp(`^Удалить: ${SERVICE.replace(/[()]/g, '\\$&')} \\(R16`) })).toBeVisible();
  await expectNoRawText(master);
});

test('tomorrow: a caller’s car taken in early for another wash; «Принять» names the booked one, the master’s save adds it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  expect(called, 'the phone booking of the second test').toBeDefined();
  // Taken in as a walk-in before its time, by its plate, with a wash the caller did not book.
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const api = await apiAs(request, 'master');
  const { orderId } = await newOrder(api, { brand: 'Kia' }, { plate: called!.plate });
  const offers = await api.call('service-list/wash', { query: { orderId } });
  const walkIn = offers[1]!;
  await api.call('new-order/update', { body: { order_id: orderId, action: 'add', service_id: walkIn.service_id, is_wash_service: true } });

  const master = await staff(browser, DEMO.master, { width: 390, height: 844 });
  await master.goto('/master/tasks/pending');
  const bookedToday = master.getByRole('region', { name: 'Записаны' });
  await bookedToday.getByRole('listitem').filter({ hasText: called!.time }).getByRole('link', { name: 'Принять' }).click();
  // No second order: the car's own page, saying who booked and what the order lacks.
  await expect(master).toHaveURL(new RegExp(`/master/task/${orderId}\\?booking=`));
  const box = master.getByRole('form', { name: /Эта машина записана на/ });
  await expect(box).toContainText('Клиент записи: +7 (916) 222-33-44');
  await expect(box).toContainText('В заказе нет:');
  await expect(box).not.toContainText(`В заказе нет: ${walkIn.name}`);
  await box.getByRole('button', { name: 'Машина по записи приехала' }).click();

  // The order's services open with the booked wash picked beside the walk-in's; nothing is added yet.
  await expect(master.getByRole('heading', { name: `Изменение заказа №${orderId}` })).toBeVisible();
  await expect(master.getByRole('note')).toContainText('По записи:');
  const bookedName = ((await master.getByRole('note').innerText()).split('По записи:')[1] ?? '').trim();
  expect(bookedName).not.toBe('');
  expect((await api.call('order/:id', { params: { id: orderId } })).items.map((i) => i.name)).toEqual([walkIn.name]);
  await expect(master.getByRole('spinbutton', { name: `Количество: ${bookedName}` })).toHaveValue('1');
  await expect(master.getByRole('spinbutton', { name: `Количество: ${walkIn.name}` })).toHaveValue('1');

  // Called away before saving: the order still names the booked wash it lacks, and leads back to it.
  await master.getByRole('link', { name: `← К заказу №${orderId}` }).click();
  const reminder = master.getByRole('region', { name: /Машина приехала по записи на/ });
  await expect(reminder).toContainText(`В заказе нет записанных услуг: ${bookedName}`);
  await reminder.getByRole('link', { name: 'Добавить услуги записи' }).click();
  await expect(master.getByRole('note')).toContainText(`По записи: ${bookedName}`);
  await master.getByRole('button', { name: 'Сохранить услуги' }).click();

  // Back on the order, both washes are its lines, and the booking has arrived with it.
  await expect(master).toHaveURL(new RegExp(`/master/task/${orderId}$`));
  await expect(master.getByRole('form', { name: /Эта машина записана на/ })).toHaveCount(0);
  const order = await api.call('order/:id', { params: { id: orderId } });
  expect(order.items.map((i) => i.name).sort()).toEqual([walkIn.name, bookedName].sort());
  await expectNoRawText(master);
  await request.dispose();
});

test('tomorrow: the desk corrects a plate misheard on the phone; «Принять» will find the car that comes', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const api = await apiAs(request, 'cashier');
  // Booked by phone with one letter misheard.
  const heard = freshPlate().cyrillic;
  const real = `${heard[0] === 'В' ? 'Е' : 'В'}${heard.slice(1)}`;
  const wash = (await api.call('public/booking/options')).services.find((s) => s.kind === 'wash')!;
  const slots = await api.call('bookings/slots', { query: { kind: 'wash', services: String(wash.id), class_id: '1' } });
  const day = slots.days.find((d) => d.starts.length)!;
  await api.call('bookings/create', {
    body: { kind: 'wash', service_ids: [wash.id], class_id: 1, plate_number: heard, starts_at: day.starts.at(-1)! },
  });

  const desk = await staff(browser, DEMO.cashier, { width: 1366, height: 768 });
  await desk.goto(`/bookings?date=${day.date}`);
  await desk
    .getByRole('article', { name: shownPlate(heard) })
    .getByRole('link', { name: 'Исправить номер' })
    .click();
  await expect(desk.getByRole('heading', { name: `Перенести запись ${shownPlate(heard)}` })).toBeVisible();
  const plate = desk.getByLabel('Номер машины');
  await expect(plate).toHaveValue(heard);
  // A plate that is not one is refused under the field, and nothing changes.
  await plate.fill('ЖЖЖ');
  await desk.getByRole('button', { name: 'Исправить номер' }).click();
  await expect(desk.getByRole('form', { name: 'Исправить номер' }).getByRole('alert')).toHaveText(/^Неверный формат номера/);
  await plate.fill(real.toLowerCase());
  await desk.getByRole('button', { name: 'Исправить номер' }).click();
  await expect(desk.getByText('Номер машины в записи исправлен')).toBeVisible();
  await expect(desk.getByRole('heading', { name: `Перенести запись ${shownPlate(real)}` })).toBeVisible();
  await expectNoRawText(desk);

  // The day board shows the car by its real plate, at the same time.
  await desk.goto(`/bookings?date=${day.date}`);
  await expect(desk.getByRole('article', { name: shownPlate(real) })).toBeVisible();
  await expect(desk.getByRole('article', { name: shownPlate(heard) })).toHaveCount(0);
  await request.dispose();
});
