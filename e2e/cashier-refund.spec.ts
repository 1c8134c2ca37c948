import { expect, test } from '@playwright/test';
import { apiAs } from './api-client';
import { addWashes, complete, countersOf, newOrder, startWork, startedTwoLineOrder } from './api-fixtures';
import { DEMO, expectNoRawText, money, moneyField, openPage, shownPlate, signIn } from './support';

/** Pushes land within a second; on the 2-core CI machine the wait is longer. */
const LIVE = { timeout: 20_000 };

test('paid in part, a service canceled, the money given back, the keys handed over: the order leaves the desk and the TV', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { orderId, plate, lines, due } = await startedTwoLineOrder(request);
  const paid = due - 50;
  const refund = paid - lines[0]!.sum;
  expect(refund).toBeGreaterThan(0);

  const tv = await openPage(browser, { viewport: { width: 1920, height: 1080 } });
  await signIn(tv, DEMO.display.login, DEMO.display.password);
  await expect(tv).toHaveURL(/\/display$/);
  const column = (name: string) => tv.getByRole('region', { name: new RegExp(`^${name}`) });
  await expect(column('В работе').getByText(shownPlate(plate))).toBeVisible();

  // The cashier takes a prepayment at the desk.
  const desk = await openPage(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(desk, DEMO.cashier.login, DEMO.cashier.password);
  await expect(desk).toHaveURL(/\/cashier\/tasks\/active$/);
  await desk
    .locator('table')
    .getByRole('link', { name: shownPlate(plate) })
    .click();
  await expect(desk.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
  await desk.getByText('Наличные', { exact: true }).click();
  await desk.getByLabel('Сумма', { exact: true }).fill(String(paid));
  await desk.getByRole('button', { name: 'Оплатить' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Оплата принята' })).toBeVisible();
  await expect(desk.getByText('Частично оплачен').first()).toBeVisible();

  // At the bay the client drops the second service; the master cancels it and finishes.
  const bay = await openPage(browser, { viewport: { width: 820, height: 1180 }, hasTouch: true });
  await signIn(bay, DEMO.master.login, DEMO.master.password);
  await expect(bay).toHaveURL(/\/master\/tasks\/new$/);
  await bay.goto(`/master/task/${orderId}`);
  const second = bay.getByRole('row').filter({ hasText: lines[1]!.name });
  // Money is on the order: the tablet asks before canceling a service.
  await second.getByRole('button', { name: 'Отменить' }).click();
  const ask = bay.getByRole('dialog').filter({ hasText: 'кассир вернёт клиенту разницу' });
  await ask.getByRole('button', { name: 'Отменить' }).click();
  await expect(second.getByRole('button', { name: 'Отменено' })).toBeVisible();
  // With money on it the order cannot be canceled, and the page says why instead of offering it.
  await expect(bay.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await expect(bay.getByText(/^По заказу оплачено .* отменить его нельзя/)).toBeVisible();
  // The first service is not marked done: «Завершить» names it first; the tablet stays on the order.
  await bay.getByRole('button', { name: 'Завершить' }).click();
  await bay.getByRole('dialog').filter({ hasText: lines[0]!.name }).getByRole('button', { name: 'Завершить' }).click();
  await expect(bay.getByText('Выполнен', { exact: true }).first()).toBeVisible();
  await expect(column('Готово').getByText(shownPlate(plate))).toBeVisible(LIVE);

  // The desk sees, without a reload, that money is due back.
  const refundForm = desk.getByRole('form', { name: `Вернуть клиенту ${money(refund)}` });
  await expect(refundForm).toBeVisible(LIVE);
  await expect(desk.getByTestId('refund-due')).toHaveText(money(refund));
  await expect(desk.getByRole('button', { name: 'Оплатить' })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: /^Выдать ключи \(ячейка \d+\)$/ })).toHaveCount(0);
  await expectNoRawText(desk);
  await refundForm.getByText('Наличные', { exact: true }).click();
  await expect(refundForm.getByLabel('Сумма', { exact: true })).toHaveValue(moneyField(refund));
  await refundForm.getByRole('button', { name: 'Вернуть' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Деньги возвращены клиенту' })).toBeVisible();
  await expect(desk.getByText('Оплачен', { exact: true }).first()).toBeVisible();
  // Nothing is owed either way, but the keys are still in the cell: the order stays at the desk.
  await expect(desk.getByRole('button', { name: /^Выдать ключи \(ячейка \d+\)$/ })).toBeVisible();
  const history = desk.getByRole('region', { name: 'История оплат' });
  await expect(history.getByText('Возврат')).toBeVisible();
  await expect(history.getByText(`−${money(refund)}`)).toBeVisible();

  await desk.getByRole('button', { name: /^Выдать ключи \(ячейка \d+\)$/ }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Ключи выданы' })).toBeVisible();
  await expect(desk.getByRole('button', { name: /^Выдать ключи \(ячейка \d+\)$/ })).toHaveCount(0);

  // Nothing is left to do: the order is gone from the list, the badge and the TV.
  await desk.getByRole('link', { name: /К списку заказов/ }).click();
  await expect(desk).toHaveURL(/\/cashier\/tasks\/active$/);
  await expect(desk.getByRole('link', { name: shownPlate(plate) })).toHaveCount(0);
  const badge = desk.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^Заказы \d+$/ });
  await expect
    .poll(async () => Number((await badge.innerText()).match(/\d+/)![0]), LIVE)
    .toBe((await countersOf(request, 'cashier')).waitingForPayment);
  await expect(column('Готово').getByText(shownPlate(plate))).toHaveCount(0, LIVE);
});

/** A phone number no other test uses. */
const freshPhone = () => `+7916${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;

test('a phone change at the bay that cuts the refund is said to the master and shown at the desk', async ({ browser, request }) => {
  const master = await apiAs(request, 'master');
  // A returning client, and a new client's first order (30 % «Первый раз») paid in full, whose dearer service is then dropped.
  const returning = freshPhone();
  const before = await newOrder(master, { brand: 'Kia', model: 'Rio' }, { phone: returning });
  await addWashes(master, before.orderId);
  await startWork(master, before.orderId);
  await complete(master, before.orderId);
  const { orderId } = await newOrder(master, { brand: 'Toyota', model: 'Camry' }, { phone: freshPhone() });
  await addWashes(master, orderId, { count: 2 });
  const taken = await startWork(master, orderId);
  const cashier = await apiAs(request, 'cashier');
  await cashier.call('order/pay', {
    body: { order_id: orderId, sum: (await cashier.call('order/:id', { params: { id: orderId } })).pay_sum, method: 'card' },
  });
  const dearer = taken.items.reduce((a, b) => (b.sum >= a.sum ? b : a));
  await master.call('order/cancel-item', { body: { order_item_id: dearer.order_item_id } });
  const due = (await cashier.call('order/:id', { params: { id: orderId } })).refund_due;

  const bay = await openPage(browser, { viewport: { width: 820, height: 1180 }, hasTouch: true });
  await signIn(bay, DEMO.master.login, DEMO.master.password);
  await expect(bay).toHaveURL(/\/master\/tasks\/new$/);
  await bay.goto(`/master/task/${orderId}`);
  // The rule comes before the typing, tied to the field.
  await expect(bay.getByLabel('Телефон')).toHaveAccessibleDescription(
    'Заказ оплачен: новый номер сохранится, только если доплачивать не придётся',
  );
  await bay.getByLabel('Телефон').fill('');
  await bay.getByLabel('Телефон').pressSequentially(returning.slice(2));
  await bay.getByRole('button', { name: 'Сохранить' }).first().click();
  const said = bay.getByRole('status').filter({ hasText: 'Телефон сохранён' });
  await expect(said).toContainText(`вместо ${money(due)}`);
  const after = (await cashier.call('order/:id', { params: { id: orderId } })).refund_due;
  expect(after).toBeLessThan(due);
  await expect(said).toContainText(
    `Телефон сохранён. Скидка заказа теперь 0% вместо 30%: к возврату клиенту ${money(after)} вместо ${money(due)}`,
  );

  const desk = await openPage(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(desk, DEMO.cashier.login, DEMO.cashier.password);
  await expect(desk).toHaveURL(/\/cashier\/tasks\/active$/);
  await desk.goto(`/cashier/task/${orderId}`);
  const note = desk.getByRole('note', { name: 'Возврат клиенту уменьшился' });
  await expect(note).toContainText(
    `телефон клиента изменён, скидка заказа теперь 0% вместо 30%. К возврату клиенту ${money(after)} вместо ${money(due)}.`,
  );
  await expectNoRawText(desk);
});
