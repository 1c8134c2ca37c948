import { expect, test } from '@playwright/test';
import { startedOrder } from './api-fixtures';
import { DEMO, signIn } from './support';

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

test('a backspace in a quantity field keeps the service; leaving it empty puts the quantity back', async ({ page, request }) => {
  const { orderId } = await startedOrder(request);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  // «Изменить услуги» is for a waiting order; a started one shows its services the same way.
  await page.goto(`/master/tasks/new?order=${orderId}`);
  const quantity = page.getByLabel(/^Количество: /).first();
  await expect(quantity).toHaveValue('1');
  const total = page.getByText(/^Общая сумма: /);
  const before = await total.innerText();

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

test('after «Завершить» at the bottom of a long task page the next list opens at its top', async ({ page, request }) => {
  const { orderId } = await startedOrder(request);
  await page.setViewportSize({ width: 390, height: 600 });
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/task/${orderId}`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/master/task/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the master filters a list by wash or tyres, and the done list shows today unless asked for all', async ({ page, request }) => {
  const { orderId, plate, headers } = await startedOrder(request);
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

  await request.post('/api/v1/order/complete', { headers, data: { order_id: orderId } });
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^Выполненные/ }).click();
  const period = page.getByRole('navigation', { name: 'Период' });
  await expect(period.getByRole('link', { name: 'Сегодня' })).toHaveAttribute('aria-current', 'page');
  // Today's list and the sidebar counter agree.
  const counter = Number((await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^Выполненные/ }).innerText()).match(/\d+/)![0]);
  await expect(page.getByText(/^Всего: \d+$/)).toHaveText(`Всего: ${counter}`);
  await period.getByRole('link', { name: 'Все выполненные' }).click();
  await expect(period.getByRole('link', { name: 'Все выполненные' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('searchbox').fill(plate);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(`№${orderId}`).filter({ visible: true })).toBeVisible();
});
