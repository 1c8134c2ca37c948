import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './api-client';
import { finishedOrder } from './api-fixtures';
import { DEMO, expectNoRawText, money, moneyField, signIn } from './support';

async function openOrder(page: Page, orderId: number) {
  await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
  await page.goto(`/cashier/task/${orderId}`);
  await expect(page.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
}

const toPay = (page: Page) => page.getByTestId('to-pay');

test('the whole payment flow with the keyboard alone: a partial, then the rest', async ({ page, request }) => {
  const { orderId, due } = await finishedOrder(request);
  await openOrder(page, orderId);
  await expectNoRawText(page);
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue(moneyField(due));

  // Tab to the methods, choose cash with the arrow keys, type 100 into the sum, press Enter.
  await page.getByRole('radio', { name: 'Карта', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Наличные', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Оплата принята' })).toBeVisible();
  await expect(page.getByText('Частично оплачен').first()).toBeVisible();

  await page.getByLabel('Сумма', { exact: true }).focus();
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue(moneyField(due - 100));
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Заказ оплачен' })).toBeVisible();
  await expect(toPay(page)).toHaveText(/^0\s₽$/);
  // Nothing left to take is not a warning: 0 ₽ reads in the text's own colour, not red.
  const colour = (locator: ReturnType<typeof toPay>) => locator.evaluate((el) => getComputedStyle(el).color);
  expect(await colour(toPay(page))).toBe(await colour(page.getByText('К оплате', { exact: true }).first()));
  await expect(page.getByRole('button', { name: 'Оплатить' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'История оплат' })).toBeVisible();
});

test('a payment refused because another desk took money meanwhile: 409, and the page shows the order as it is now', async ({
  page,
  request,
}) => {
  const { orderId, due } = await finishedOrder(request);
  // This desk's live link stays up but hears no change (socket.io's event frames, «42…», are
  // dropped on the way in): only the refusal can bring it the news.
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      if (typeof frame !== 'string' || !frame.startsWith('42')) socket.send(frame);
    });
  });
  await openOrder(page, orderId);
  await (await apiAs(request, 'owner')).call('order/pay', { body: { order_id: orderId, sum: 100, method: 'cash' } });
  await expect(toPay(page)).toHaveText(money(due));

  await page.getByText('Карта', { exact: true }).click();
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveAccessibleDescription(/Сумма больше, чем осталось оплатить: /);
  await expect(toPay(page)).toHaveText(money(due - 100));
  await expect(page.getByText('Частично оплачен').first()).toBeVisible();
  expect((await (await apiAs(request, 'cashier')).call('order/:id', { params: { id: orderId } })).total_paid).toBe(100);
});

test("a fuel-card payment and a switch of its method, to another card and to cash; another drawer's payment is not offered", async ({
  page,
  request,
}) => {
  const { orderId } = await finishedOrder(request);
  // The owner, standing in at the desk, takes 100 ₽ in cash into their own drawer first.
  await (await apiAs(request, 'owner')).call('order/pay', { body: { order_id: orderId, sum: 100, method: 'cash' } });
  await openOrder(page, orderId);
  // The cashier may not switch it (the API says so with the payment): its method is shown, and why.
  await expect(page.getByRole('listitem').filter({ hasText: 'Наличные · смена другого кассира' })).toBeVisible();
  await page.getByText('Топливная карта Яндекс').click();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  // What stays on the page once paid (the toast that says so is checked in the keyboard flow).
  await expect(page.getByTestId('to-pay')).toHaveText(/^0\s₽$/);
  await expect(page.getByRole('button', { name: 'Оплатить' })).toHaveCount(0);
  const method = page.getByRole('combobox', { name: /^Способ оплаты платежа/ });
  await expect(method).toHaveValue('yandex');
  // «Изменить» comes once another method is chosen.
  await expect(page.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await method.selectOption({ label: 'Топливная карта Петрол Плюс' });
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Способ оплаты изменён' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Способ оплаты платежа/ })).toHaveValue('petrol');
  // And back to cash, the method without a fuel card.
  await page.getByRole('combobox', { name: /^Способ оплаты платежа/ }).selectOption({ label: 'Наличные' });
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Способ оплаты изменён' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Способ оплаты платежа/ })).toHaveValue('cash');
});

test('a double click on Оплатить records one payment', async ({ page, request }) => {
  const { orderId } = await finishedOrder(request);
  await openOrder(page, orderId);
  await page.getByText('Карта', { exact: true }).click();
  await page.getByLabel('Сумма', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Оплатить' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Оплата принята' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Способ оплаты платежа/ })).toHaveCount(1);
});

test('a discount: a wrong code puts it back to 0, the right code from the SMS applies it', async ({ page, request }) => {
  const { orderId } = await finishedOrder(request);
  await openOrder(page, orderId);
  await page.getByRole('button', { name: '10%' }).click();
  await page.getByRole('button', { name: 'Запросить скидку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Код подтверждения скидки 10%' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: /^Повтор через \d+ с$/ })).toBeDisabled();

  const sms = readFileSync('.e2e-data/sms.log', 'utf8')
    .split('\n')
    .filter((l) => l.includes(`заказ №${orderId}.`))
    .at(-1)!;
  const code = /Код: (\d{4})/.exec(sms)![1]!;
  await dialog.getByLabel('Код из SMS управляющего').fill(code === '0000' ? '1111' : '0000');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Код не совпадает' })).toBeVisible();
  // Said under the field too, where the cashier is looking.
  await expect(dialog.getByLabel('Код из SMS управляющего')).toHaveAccessibleDescription('Код не совпадает');
  await expect(page.getByLabel('Процент (0–100)')).toHaveValue('0');

  // The cashier tries again with the right code.
  await dialog.getByLabel('Код из SMS управляющего').fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText('Скидка подтверждена и применена')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Сейчас: 10%')).toBeVisible();
});

test('the car joins a discount group; the keys are handed back once the order is paid', async ({ page, request }) => {
  const { orderId } = await finishedOrder(request, { keys: 'taken' });
  await openOrder(page, orderId);
  await expect(page.getByRole('button', { name: /^Выдать ключи \(ячейка \d+\)$/ })).toHaveCount(0);
  const groups = page.getByRole('combobox', { name: 'Группа скидок' });
  await groups.selectOption({ index: 1 });
  const chosen = (await groups.locator('option:checked').innerText()).replace(/\s*\(\d+%\)$/, '');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Машина добавлена в группу' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: chosen })).toBeVisible();

  await page.getByText('Наличные', { exact: true }).click();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказ оплачен' })).toBeVisible();
  await page.getByRole('button', { name: /^Выдать ключи \(ячейка \d+\)$/ }).click();
  await expect(page.getByText('Ключи выданы', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Выдать ключи \(ячейка \d+\)$/ })).toHaveCount(0);
});
