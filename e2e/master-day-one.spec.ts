import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs } from './api-client';
import { addWashes, complete, draftOrder, newOrder, startedOrder, startedTwoLineOrder } from './api-fixtures';
import { DEMO, freshPlate, pick, signIn } from './support';

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

/** A started order's services step, as the master opens it: its first quantity field and «Общая сумма» with its text now. */
async function servicesOfStartedOrder(page: Page, request: APIRequestContext) {
  const { orderId } = await startedOrder(request);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  // «Изменить услуги» is for a waiting order; a started one shows its services the same way.
  await page.goto(`/master/tasks/new?order=${orderId}`);
  const quantity = page.getByLabel(/^Количество: /).first();
  await expect(quantity).toHaveValue('1');
  const total = page.getByText(/^Общая сумма: /);
  return { quantity, total, before: await total.innerText() };
}

test('a backspace in a quantity field keeps the service; leaving it empty puts the quantity back', async ({ page, request }) => {
  const { quantity, total, before } = await servicesOfStartedOrder(page, request);
  await quantity.press('End');
  await quantity.press('Backspace');
  await expect(quantity).toHaveValue('');
  // The service is still chosen and still counted while the master types the new number.
  await expect(page.getByLabel(/^Количество: /)).toHaveCount(1);
  await expect(total).toHaveText(before);
  await quantity.pressSequentially('3');
  await expect(quantity).toHaveValue('3');
  await expect(total).not.toHaveText(before);

  await quantity.fill('');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
});

test('a quantity typed past its bounds is said under the field, nothing of it is taken, and the order waits for it', async ({
  page,
  request,
}) => {
  const { quantity, total, before } = await servicesOfStartedOrder(page, request);
  const save = page.getByRole('button', { name: 'Сохранить услуги' });
  await expect(save).toBeEnabled();

  // Key by key, as on a tablet: «100» passes through «10», which must not stay on the line.
  await quantity.selectText();
  await quantity.pressSequentially('100');
  await expect(page.getByText('Не больше 99')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/×\s10\b/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(total).toHaveText(before);
  // The refused number stays to be mended, and the order is not saved meanwhile.
  await quantity.blur();
  await expect(quantity).toHaveValue('100');
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Исправьте количество, отмеченное красным');

  await quantity.fill('0');
  await expect(page.getByText('Не меньше 1')).toBeVisible();
  await expect(page.getByLabel(/^Количество: /)).toHaveCount(1);

  // «+» answers it: the quantity grows from the line's own, and the refusal goes.
  await page
    .getByRole('button', { name: /^Больше: / })
    .first()
    .click();
  await expect(quantity).toHaveValue('2');
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Не меньше 1')).toHaveCount(0);
  await expect(total).not.toHaveText(before);
  await expect(save).toBeEnabled();

  // A refusal goes with its card: on the other tab nothing red is left to wait for, and back on
  // this one the field shows the quantity the line kept.
  await quantity.fill('100');
  await expect(save).toBeDisabled();
  await page.getByRole('tab', { name: 'Шиномонтаж' }).click();
  await expect(save).toBeEnabled();
  await page.getByRole('tab', { name: 'Автомойка' }).click();
  await expect(quantity).toHaveValue('2');
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Не больше 99')).toHaveCount(0);
});

test('after «В работу» at the bottom of a long task page the next list opens at its top', async ({ page, request }) => {
  // A waiting order with a worker on its line: «В работу» leads to «Ожидают».
  const api = await apiAs(request, 'master');
  const { orderId } = await newOrder(api, { brand: 'Lada' });
  await addWashes(api, orderId);
  const [line] = (await api.call('order/:id', { params: { id: orderId } })).items;
  const [washer] = await api.call('workers-wash/get');
  await api.call('order/set-worker', { body: { order_id: orderId, order_item_id: line!.order_item_id, workers: [washer!.worker_id] } });
  await page.setViewportSize({ width: 390, height: 600 });
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/task/${orderId}`);
  // Scrolled down as the master would once the page is there: the page's scripts, starting,
  // put a page scrolled before them back at its top, so the scroll is repeated till it holds.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(100);
  await page.getByRole('button', { name: 'В работу' }).click();
  await expect(page).toHaveURL(/\/master\/tasks\/pending$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('«Завершить» on the «В работе» list asks, naming the service not marked done, and the list stays', async ({ page, request }) => {
  const { orderId, plate, lines } = await startedTwoLineOrder(request);
  const master = await apiAs(request, 'master');
  const first = (await master.call('order/:id', { params: { id: orderId } })).items[0]!;
  await master.call('order/mark-item', { body: { order_item_id: first.order_item_id } });
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  const list = `/master/tasks/active?q=${encodeURIComponent(plate)}`;
  await page.goto(list);
  await page.getByRole('button', { name: `Завершить №${orderId}` }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toHaveText(new RegExp(`Не отмечены выполненными: ${lines[1]!.name}\\. Завершить заказ\\?`));
  await ask.getByRole('button', { name: 'Завершить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказ выполнен' })).toBeVisible();
  // Still the list the master pressed it on, with its search: the order has left it.
  await expect(page).toHaveURL(new RegExp(`${list.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByText('Заказов нет')).toBeVisible();
});

test('the master filters a list by wash or tyres, and the done list shows today unless asked for all', async ({ page, request }) => {
  // Seven list pages and a live counter to wait for: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const { orderId, plate, api } = await startedOrder(request);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/tasks/active?q=${encodeURIComponent(plate)}`);
  const kinds = page.getByRole('navigation', { name: 'Вид работ' });
  await expect(kinds.getByRole('link', { name: 'Все' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`№${orderId}`).filter({ visible: true })).toBeVisible();
  await kinds.getByRole('link', { name: 'Шиномонтаж' }).click();
  await expect(page.getByText('Заказов нет')).toBeVisible();
  await kinds.getByRole('link', { name: 'Мойка' }).click();
  await expect(page.getByText(`№${orderId}`).filter({ visible: true })).toBeVisible();

  await complete(api, orderId);
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: /^Выполненные/ })
    .click();
  const period = page.getByRole('navigation', { name: 'Период' });
  await expect(period.getByRole('link', { name: 'Сегодня' })).toHaveAttribute('aria-current', 'page');
  // Today's list and the sidebar counter agree once the live counter has caught up with the completion.
  const doneCounter = page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^Выполненные/ });
  const numberIn = async (text: Promise<string>) => Number((await text).match(/\d+/)?.[0]);
  await expect
    .poll(async () => {
      const [counted, listed] = await Promise.all([
        numberIn(doneCounter.innerText()),
        numberIn(page.getByText(/^Всего: \d+$/).innerText()),
      ]);
      return counted === listed && counted > 0;
    })
    .toBe(true);
  await period.getByRole('link', { name: 'Все выполненные' }).click();
  await expect(period.getByRole('link', { name: 'Все выполненные' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('searchbox').fill(plate);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(`№${orderId}`).filter({ visible: true })).toBeVisible();
});

test('on a tablet nothing is cut or scrolls sideways: a line of 99 washes, the summary of the accepted order', async ({ page }) => {
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(freshPlate().cyrillic);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await pick(page, 'Марка ТС', 'kia', 'Kia');
  await pick(page, 'Модель ТС', 'спортейдж', 'Sportage');
  await page.getByRole('button', { name: 'Дальше' }).click();

  await page.getByRole('button', { name: 'Добавить: Комплексная мойка' }).click();
  await page.getByLabel('Количество: Комплексная мойка').fill('99');
  const card = page.getByLabel('Комплексная мойка', { exact: true });
  const lineSum = card.getByText(/^\d{3}\s\d{3}\s₽$/);
  await expect(lineSum).toBeVisible();
  await expect(lineSum).toBeInViewport({ ratio: 1 });
  const [sumBox, cardBox] = [await lineSum.boundingBox(), await card.boundingBox()];
  expect(sumBox!.x + sumBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await noSidewaysScroll()).toBe(true);

  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByRole('heading', { name: /Заказ №\d+ принят/ })).toBeVisible();
  // Every field of the summary is readable without swiping: each fits in the screen.
  for (const name of ['Заказ №', 'Дата', 'Номер ТС', 'Телефон', 'Услуги', 'Сумма без скидок']) {
    await expect(page.getByRole('rowheader', { name })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('cell', { name: 'Комплексная мойка × 99' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('row', { name: /^Сумма без скидок/ }).getByRole('cell', { name: /₽$/ })).toBeInViewport({ ratio: 1 });
  expect(await noSidewaysScroll()).toBe(true);
  await page.getByRole('button', { name: 'Ключи у клиента' }).click();
  await expect(page.getByRole('link', { name: 'Назначить исполнителей' })).toBeVisible();
});

test('an order left at step 3 without a service is in no list until it gets one', async ({ page, request }) => {
  const { orderId, plate, addService } = await draftOrder(request);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/tasks/pending?q=${encodeURIComponent(plate)}`);
  await expect(page.getByText('Заказов нет')).toBeVisible();

  await addService();
  await page.reload();
  await expect(page.getByText(`№${orderId}`).filter({ visible: true })).toBeVisible();
});
