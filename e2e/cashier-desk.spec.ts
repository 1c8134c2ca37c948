import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { complete, contractOrderId, finishedOrder, startedOrder } from './api-fixtures';
import { DEMO, expectNoRawText, money, shownPlate, signIn } from './support';

/** Pushes normally land within a second; the 2-core CI machine is slower (see live.spec.ts). */
const LIVE = { timeout: 20_000 };

async function cashierAt(page: Page, path = '/cashier/tasks/active') {
  await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
  if (path !== '/cashier/tasks/active') await page.goto(path);
}

function smsCodeFor(orderId: number): string {
  const sms = readFileSync('.e2e-data/sms.log', 'utf8')
    .split('\n')
    .filter((l) => l.includes(`заказ №${orderId}.`))
    .at(-1)!;
  return /Код: (\d{4})/.exec(sms)![1]!;
}

test('the cashier list says where each car is, ready cars first, and marks the car the master just finished', async ({ page, request }) => {
  // The mark is watched until it goes (ten seconds), after a live push.
  test.setTimeout(90_000);
  const { orderId, plate, api } = await startedOrder(request, { brand: 'Kia', model: 'Rio' });
  await cashierAt(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Работа' })).toBeVisible();
  // Ready cars come first: the top row is a finished one (the demo day has some).
  await expect(table.getByRole('row').nth(1).getByText('Выполнен', { exact: true })).toBeVisible();

  // The cashier keeps an eye on this car; it is still in work.
  await page.getByRole('searchbox').fill(plate);
  await page.getByRole('button', { name: 'Найти' }).click();
  // The search has landed: the car was in the whole list too, and a change that arrives with a new
  // search is not news (the list marks only what changed in the view the cashier was watching).
  await expect(page).toHaveURL(/[?&]q=/);
  const row = table.getByRole('row').filter({ hasText: shownPlate(plate) });
  await expect(row.getByText('В работе', { exact: true })).toBeVisible();
  await expect(row.getByText('Только что готова')).toHaveCount(0);

  // The master taps «Завершить» on the tablet: the row changes and is marked, without a reload.
  await complete(api, orderId);
  await expect(row.getByText('Выполнен', { exact: true })).toBeVisible(LIVE);
  await expect(row.getByText('Только что готова')).toBeVisible();
  await expect(row.getByText('Только что готова')).toHaveCount(0, { timeout: 15_000 });

  // A click anywhere on the row (here on its sum) opens the order.
  await row.getByRole('cell').nth(4).click();
  await expect(page).toHaveURL(new RegExp(`/cashier/task/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
});

test('a requested SMS code survives a reload; after the approval nothing waits for a code', async ({ page, request }) => {
  const { orderId } = await finishedOrder(request);
  await cashierAt(page, `/cashier/task/${orderId}`);
  // Above any discount the order may have of its own (a first order has 30 %).
  await page.getByLabel('Процент (0–100)').fill('40');
  await page.getByRole('button', { name: 'Запросить скидку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Код подтверждения скидки 40%' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // The cashier reloads (or went to another order and came back): the code is still awaited.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Повтор через \d+ с$/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Ввести код' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/попыток осталось: 5/)).toBeVisible();
  await dialog.getByLabel('Код из SMS управляющего').fill(smsCodeFor(orderId));
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText('Скидка подтверждена и применена')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Сейчас: 40%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ввести код' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Повтор через/ })).toHaveCount(0);
});

test('the payment form says what is wrong next to the sum and counts the change for cash', async ({ page, request }) => {
  const { orderId, due } = await finishedOrder(request);
  await cashierAt(page, `/cashier/task/${orderId}`);
  const form = page.getByRole('form', { name: 'Оплата' });
  const sum = form.getByLabel('Сумма', { exact: true });
  const pay = form.getByRole('button', { name: 'Оплатить' });
  await form.getByText('Наличные', { exact: true }).click();

  await sum.fill('0');
  await expect(form.getByRole('alert')).toHaveText('Сумма должна быть больше 0 ₽');
  await expect(pay).toBeDisabled();
  await sum.fill(String(due + 1));
  await expect(form.getByRole('alert')).toHaveText(/^Больше, чем нужно: /);
  await expect(pay).toBeDisabled();
  await sum.fill('');
  await expect(form.getByRole('alert')).toHaveText('Обязательное поле');
  // A minus is not dropped into a payment of the digits after it.
  await sum.fill('-5');
  await expect(form.getByRole('alert')).toHaveText('Введите сумму в рублях, например 1 250,50');
  await expect(pay).toBeDisabled();

  await sum.fill(String(due));
  // Less cash than the sum: what is missing is said, and the payment waits.
  await form.getByLabel('Получено от клиента (наличные)').fill(String(due - 250));
  await expect(pay).toHaveAccessibleDescription(`Не хватает ${money(250)}`);
  await expect(pay).toBeDisabled();
  await form.getByLabel('Получено от клиента (наличные)').fill('5000');
  await expect(form.getByText(`Получено ${money(5000)} → сдача ${money(5000 - due)}`)).toBeVisible();
  await pay.click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказ оплачен' })).toBeVisible();
});

test('a canceled order asks nothing to pay and offers its keys as a button naming the cell', async ({ page, request }) => {
  const { orderId, api } = await startedOrder(request, { brand: 'Kia', model: 'Rio' });
  await api.call('order/keys-taken', { body: { order_id: orderId } });
  await api.call('order/cancel', { body: { order_id: orderId } });
  const cell = (await api.call('order/:id', { params: { id: orderId } })).car.key_cell;

  await cashierAt(page, `/cashier/task/${orderId}`);
  await expect(page.getByText('Отменён').first()).toBeVisible();
  await expectNoRawText(page);
  await expect(page.getByTestId('to-pay')).toHaveCount(0);
  await expect(page.getByText('К оплате')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Оплатить' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Скидка' })).toHaveCount(0);
  await page.getByRole('button', { name: `Выдать ключи (ячейка ${cell})` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ключи выданы' })).toBeVisible();
});

test('the discount reason stays chosen after saving and after a reload, in the cashier’s own words too', async ({ page, request }) => {
  const { orderId } = await finishedOrder(request);
  await cashierAt(page, `/cashier/task/${orderId}`);
  const reasons = page.getByRole('form', { name: 'Основание скидки' });
  const select = reasons.getByRole('combobox', { name: 'Основание скидки' });
  await select.selectOption({ label: 'Другое' });
  await reasons.getByRole('textbox', { name: 'Основание скидки своими словами' }).fill('Постоянный клиент с 2019 года');
  await reasons.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
  await expect(select.locator('option:checked')).toHaveText('Другое');
  await page.reload();
  await expect(select.locator('option:checked')).toHaveText('Другое');
  await expect(reasons.getByRole('textbox', { name: 'Основание скидки своими словами' })).toHaveValue('Постоянный клиент с 2019 года');
});

test('a company’s contract order wears a blue «По договору» badge, unlike the yellow of an unpaid one', async ({ page, request }) => {
  const { orderId: unpaidId } = await finishedOrder(request);
  const contractId = await contractOrderId(request);
  await cashierAt(page, `/cashier/task/${contractId}`);
  const background = (name: string) =>
    page
      .getByText(name, { exact: true })
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const contract = await background('По договору');
  // Bootstrap's primary blue on the light theme.
  expect(contract).toBe('rgb(13, 110, 253)');
  await page.goto(`/cashier/task/${unpaidId}`);
  expect(await background('Не оплачен')).not.toBe(contract);
});

test('two messages in a row stack: the first stays readable above the second until it times out or is closed', async ({
  page,
  request,
}) => {
  const { orderId } = await finishedOrder(request);
  await cashierAt(page, `/cashier/task/${orderId}`);
  const reasons = page.getByRole('form', { name: 'Основание скидки' });
  await reasons.getByRole('combobox', { name: 'Основание скидки' }).selectOption({ label: 'Другое' });
  await reasons.getByRole('textbox', { name: 'Основание скидки своими словами' }).fill('Сосед владельца');
  await reasons.getByRole('button', { name: 'Сохранить' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Сохранено' });
  await expect(saved).toBeVisible();
  // The pointer rests on the first message, which holds it (as it would for a cashier reading
  // it), and the payment goes by keyboard: on a busy machine the payment can take longer
  // than a message's 5 s.
  await saved.hover();
  await page.getByRole('radio', { name: 'Карта', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Карта', exact: true })).toBeChecked();
  await page.getByLabel('Сумма', { exact: true }).fill('50');
  await page.getByLabel('Сумма', { exact: true }).press('Enter');
  const paid = page.getByRole('status').filter({ hasText: 'Оплата принята' });
  await expect(paid).toBeVisible();
  await expect(saved).toBeVisible();
  // One below the other, not on top of each other.
  const [first, second] = [(await saved.boundingBox())!, (await paid.boundingBox())!];
  expect(Math.abs(first.y - second.y)).toBeGreaterThanOrEqual(Math.min(first.height, second.height));

  await saved.getByRole('button', { name: 'Закрыть' }).click();
  await expect(saved).toBeHidden();
  await expect(paid).toBeVisible();
});
