import { expect, test } from '@playwright/test';
import { finishedOrder } from './api-fixtures';
import { DEMO, signIn } from './support';

test('an order finished by the master raises the cashier badge and shows in the cashier list without a reload', async ({ browser, request }) => {
  const cashier = await (await browser.newContext()).newPage();
  await signIn(cashier, DEMO.cashier.login, DEMO.cashier.password);
  await expect(cashier).toHaveURL(/\/cashier\/tasks\/active$/);
  const badge = cashier.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^Заказы \d+$/ });
  await expect(badge).toBeVisible();
  const before = Number((await badge.innerText()).match(/\d+/)![0]);

  // The master's work arrives through the API (as another tablet would send it).
  const { plate } = await finishedOrder(request);
  await expect(badge).not.toHaveText(new RegExp(`^Заказы\\s*${before}$`));
  const shown = plate.replace(/^(.)(\d{3})(..)(\d+)$/, '$1\u2009$2\u2009$3\u2009$4');
  await expect(cashier.locator('table').getByText(shown)).toBeVisible();
});

test("a cashier's payment updates the master's task page without a reload", async ({ browser, request }) => {
  const { orderId, due } = await finishedOrder(request);
  const master = await (await browser.newContext()).newPage();
  await signIn(master, DEMO.master.login, DEMO.master.password);
  await expect(master).toHaveURL(/\/master\/tasks\/new$/);
  await master.goto(`/master/task/${orderId}`);
  await expect(master.getByText('Не оплачен').first()).toBeVisible();

  const { data } = await (await request.post('/api/v1/login', { data: DEMO.cashier })).json();
  await request.post('/api/v1/order/pay', { headers: { Authorization: `Bearer ${data.token}` }, data: { order_id: orderId, sum: due, method: 'cash' } });
  await expect(master.getByText('Оплачен', { exact: true }).first()).toBeVisible();
});
