import { expect, type Page, type Response } from '@playwright/test';
import { create, start } from './api-actions';
import { moneyField } from '../support';
import { payable, type World } from './world';

/**
 * What the people do now and then on the very screens the convergence test watches, as the
 * person would: the master's taps on the «В работе» list and the task page, the cashier's
 * payment or keys on the order page. Each returns a line for the log.
 */
const postTo = (page: Page, pathStart: string) =>
  page.waitForResponse((r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(pathStart));
/** A single-fetch action answered with a redirect (Remix's SINGLE_FETCH_REDIRECT_STATUS). */
const REDIRECT = 202;

/** «Завершить» asks first while a line is not marked done: the master goes ahead (a dialog that is not asked is no step). */
async function confirmComplete(page: Page, answered: Promise<Response>) {
  const ask = page.getByRole('dialog');
  const asked = await Promise.race([
    ask.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    ),
    answered.then(
      () => false,
      () => false,
    ),
  ]);
  if (asked) await ask.getByRole('button', { name: 'Завершить' }).click({ timeout: 3_000 });
}

/** The master taps «Завершить» on a row of the «В работе» list, then comes back to the list. */
export async function screenListComplete(world: World): Promise<string> {
  const page = world.pages.masterActive;
  const buttons = page.getByRole('button', { name: /^Завершить №\d+$/ });
  const count = await buttons.count();
  if (count === 0) return `screen: no «Завершить» on the «В работе» list; ${await start(world)}`;
  // The row is chosen by its number: a live reload may move the rows meanwhile.
  const name = (await buttons.nth(world.random.int(0, count - 1)).getAttribute('aria-label')) ?? '';
  const answered = postTo(page, '/master/task/');
  answered.catch(() => undefined);
  try {
    await page.getByRole('button', { name, exact: true }).click({ timeout: 3_000 });
    await confirmComplete(page, answered);
  } catch {
    // The row left the list before the tap (another tablet finished the car): nothing to tap.
    return `screen: «${name}» left the «В работе» list before the master could tap it`;
  }
  const response = await answered;
  // Done or refused, the master stays on «В работе» (docs/screens.md section 4).
  if (response.status() === REDIRECT) await page.waitForURL(/\/master\/tasks\/active$/);
  return `screen: master taps «${name}» on «В работе» (process A): ${response.status()}`;
}

/** The master's next step on the task page: «В работу» or «Завершить» (opening an order in work when the followed one has neither). */
export async function screenTaskStep(world: World): Promise<string> {
  const { api, random } = world;
  const page = world.pages.masterTask;
  let order = await api.order('A', world.followed.master);
  let opened = '';
  if (!order.is_can_be_started && !order.can_be_completed) {
    const row = random.pick((await api.list('A', 'master', 'in_progress')).orders);
    if (!row) return `screen: the task page has nothing to do and nothing is in work; ${await start(world)}`;
    world.followed.master = row.id;
    await page.goto(`/master/task/${row.id}`);
    await expect(page.getByRole('heading', { name: `Заказ №${row.id}` })).toBeVisible();
    await world.links.waitUp(page);
    order = await api.order('A', row.id);
    opened = `opens №${row.id}, `;
  }
  const label = order.is_can_be_started ? 'В работу' : 'Завершить';
  const button = page.getByRole('button', { name: label, exact: true });
  // The page must offer what the API allows (it follows the order live).
  await expect(button, `the master's task page of №${order.id} offers «${label}» as the API allows`).toBeVisible({ timeout: 5_000 });
  const answered = postTo(page, `/master/task/${order.id}`);
  await button.click();
  if (label === 'Завершить') await confirmComplete(page, answered);
  const response = await answered;
  // «В работу» leads to «Ожидают»; «Завершить» stays on the order.
  if (response.status() === REDIRECT && label === 'В работу') {
    await page.waitForURL(/\/master\/tasks\/pending$/);
    // The master opens the order again from the list.
    await page.goto(`/master/task/${order.id}`);
    await expect(page.getByRole('heading', { name: `Заказ №${order.id}` })).toBeVisible();
    await world.links.waitUp(page);
  }
  return `screen: master ${opened}taps «${label}» on the task page of №${order.id} (process A): ${response.status()}`;
}

/** The cashier takes the money (card or cash) on the order page, or hands the keys back. */
export async function screenPay(world: World): Promise<string> {
  const { api, random } = world;
  const page = world.pages.cashierTask;
  let order = await api.order('A', world.followed.cashier, 'cashier');
  let opened = '';
  if (!order.can_pay && !order.can_return_keys) {
    const rows = (await api.list('A', 'cashier', 'waiting_for_payment')).orders.filter(payable);
    const row = random.pick(rows);
    if (!row) return `screen: nothing to pay at the desk; ${await create(world)}`;
    world.followed.cashier = row.id;
    await page.goto(`/cashier/task/${row.id}`);
    await expect(page.getByRole('heading', { name: `Заказ №${row.id}` })).toBeVisible();
    await world.links.waitUp(page);
    order = await api.order('A', row.id, 'cashier');
    opened = `opens №${row.id}, `;
  }
  if (order.can_return_keys && (!order.can_pay || random.chance(0.5))) {
    const button = page.getByRole('button', { name: /^Выдать ключи/ });
    await expect(button, `the cashier's page of №${order.id} offers «Выдать ключи» as the API allows`).toBeVisible({ timeout: 5_000 });
    const answered = postTo(page, `/cashier/task/${order.id}`);
    await button.click();
    return `screen: cashier ${opened}hands the keys of №${order.id} back (process B): ${(await answered).status()}`;
  }
  const method = random.chance(0.5) ? 'Карта' : 'Наличные';
  const form = page.getByRole('form', { name: 'Оплата' });
  await expect(form, `the cashier's page of №${order.id} offers the payment form as the API allows`).toBeVisible({ timeout: 5_000 });
  await form.getByText(method, { exact: true }).click();
  // The sum starts at what is due.
  await expect(form.getByLabel('Сумма', { exact: true })).toHaveValue(moneyField(order.pay_sum), { timeout: 5_000 });
  const answered = postTo(page, `/cashier/task/${order.id}`);
  await form.getByRole('button', { name: 'Оплатить' }).click();
  return `screen: cashier ${opened}pays ${order.pay_sum} by «${method}» for №${order.id} (process B): ${(await answered).status()}`;
}
