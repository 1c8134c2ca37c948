import { expect, type Page, type Response } from '@playwright/test';
import type { Order, OrderRow } from '../../api/contract/orders';
import type { Answer, ClusterApi, ProcessName } from './api';
import type { LiveLinks } from './live-link';
import { plateFrom, type Random } from './random';

/**
 * The random work of the convergence test: what masters and the cashier do all day, through
 * the API of either process (as other tablets and desks would) and, now and then, through
 * the screens the test watches, as the person would. A refusal (4xx) is an action like any
 * other; a 5xx fails at once (ClusterApi).
 */
export interface World {
  api: ClusterApi;
  random: Random;
  /** Which processes answer now (B is down during a restart). */
  up: Record<ProcessName, boolean>;
  /** Whether the person may act on their screen now (not while offline or their process is down). */
  screens: { master: boolean; cashier: boolean };
  pages: { masterActive: Page; masterTask: Page; cashierTask: Page };
  /** The orders the task pages show; an action through a task page may open another one. */
  followed: { master: number; cashier: number };
  catalogue: Catalogue;
  links: LiveLinks;
}

export interface Catalogue {
  models: Array<{ id: number; class_id: number }>;
  washWorkers: number[];
  tireWorkers: number[];
}

export async function loadCatalogue(api: ClusterApi): Promise<Catalogue> {
  const info = await api.get('A', 'master', 'get-cars-info');
  const models = (Object.values(info.models) as Array<Array<{ id: number; class_id: number }>>).flat().map((m) => ({ id: m.id, class_id: m.class_id }));
  const workers = async (path: string) => ((await api.get('A', 'master', path)) as Array<{ worker_id: number }>).map((w) => w.worker_id);
  return { models, washWorkers: await workers('workers-wash/get'), tireWorkers: await workers('workers-tire/get') };
}

const WEIGHTS = {
  create: 6,
  start: 5,
  complete: 3,
  cancel: 1,
  keys: 2,
  pay: 3,
  keysReturned: 2,
  noise: 1,
  rush: 2,
  screenListComplete: 1,
  screenTaskStep: 1,
  screenPay: 1,
} as const;

/** One random action; returns a line for the log. */
export async function randomAction(world: World): Promise<string> {
  const kind = world.random.weighted(WEIGHTS);
  switch (kind) {
    case 'create':
      return create(world);
    case 'start':
      return start(world);
    case 'complete':
      return complete(world);
    case 'cancel':
      return cancel(world);
    case 'keys':
      return keys(world);
    case 'pay':
      return pay(world);
    case 'keysReturned':
      return keysReturned(world);
    case 'noise':
      return noise(world);
    case 'rush':
      return rush(world);
    case 'screenListComplete':
      return world.screens.master ? screenListComplete(world) : complete(world);
    case 'screenTaskStep':
      return world.screens.master ? screenTaskStep(world) : start(world);
    case 'screenPay':
      return world.screens.cashier ? screenPay(world) : pay(world);
  }
  return assertNever(kind);
}

function assertNever(kind: never): never {
  throw new Error(`unknown action ${String(kind)}`);
}

/** Either process at random, A while B is down. */
function via(world: World): ProcessName {
  const p: ProcessName = world.random.chance(0.5) ? 'A' : 'B';
  return world.up[p] ? p : 'A';
}

/** An order the desk can take money for now. */
const payable = (o: OrderRow) => o.pay_sum > 0 && o.job_status !== 'canceled';

const said = (answer: Answer) => (answer.status === 200 ? '200' : `${answer.status} ${answer.body?.code ?? ''}`.trim());

/** A new car: everything random about it drawn at once, so that several can be taken in parallel (rush). */
function drawCreate(world: World) {
  const { random } = world;
  return {
    p: via(world),
    model: random.pick(world.catalogue.models)!,
    plate: plateFrom(random),
    phone: random.chance(0.5) ? `+7916${random.int(1_000_000, 9_999_999)}` : undefined,
    service: random.next(),
    quantity: random.int(1, 2),
    keys: random.chance(0.3),
  };
}

async function runCreate(world: World, plan: ReturnType<typeof drawCreate>): Promise<string> {
  const { api } = world;
  const { p, model, plate, phone } = plan;
  const created = await api.post(p, 'master', 'new-order', { plate_number: plate, model_id: model.id, class_id: model.class_id, ...(phone ? { phone_number: phone } : {}) });
  if (created.status !== 200) return `create ${plate} via ${p}: new-order ${said(created)}`;
  const id = created.body!.data.order_id as number;
  const offers = (await api.get(p, 'master', `service-list/wash?orderId=${id}`)) as Array<{ service_id: number }>;
  const offer = offers[Math.floor(plan.service * offers.length)];
  if (!offer) return `create №${id} ${plate} via ${p}: no wash service offered (a draft)`;
  const added = await api.post(p, 'master', 'new-order/update', { order_id: id, action: 'add', service_id: offer.service_id, is_wash_service: true, quantity: plan.quantity });
  let line = `create №${id} ${plate} via ${p}: new-order 200, add ${said(added)}`;
  if (plan.keys) line += `, keys-taken ${said(await api.post(p, 'master', 'order/keys-taken', { order_id: id }))}`;
  return line;
}

const create = (world: World) => runCreate(world, drawCreate(world));

/**
 * Two or three people at the same moment: new cars, a car finished, a payment, each through
 * either process, sent together. Every choice is drawn before anything is sent, so a seed
 * gives the same choices again; only the order in which the calls land differs.
 */
async function rush(world: World): Promise<string> {
  const { api, random } = world;
  const [inProgress, desk] = await Promise.all([api.list('A', 'master', 'in_progress'), api.list('A', 'cashier', 'waiting_for_payment')]);
  const toFinish = inProgress.orders.map((o) => o.id);
  const toPay = desk.orders.filter(payable).map((o) => o.id);
  const take = (ids: number[]) => (ids.length ? ids.splice(random.int(0, ids.length - 1), 1)[0] : undefined);
  const lanes: Array<() => Promise<string>> = [];
  for (let n = random.int(2, 3); n > 0; n -= 1) {
    const kind = random.weighted({ create: 3, complete: 1, pay: 1 });
    const p = via(world);
    const target = kind === 'complete' ? take(toFinish) : kind === 'pay' ? take(toPay) : undefined;
    const method = random.chance(0.5) ? 'card' : 'cash';
    if (kind === 'create' || target === undefined) {
      const plan = drawCreate(world);
      lanes.push(() => runCreate(world, plan));
    } else if (kind === 'complete') {
      lanes.push(async () => `complete №${target} via ${p}: ${said(await api.post(p, 'master', 'order/complete', { order_id: target }))}`);
    } else {
      const key = nextPaymentKey(world);
      lanes.push(() => payDue(world, p, target, method, key));
    }
  }
  return `rush of ${lanes.length} at once: ${(await Promise.all(lanes.map((lane) => lane()))).join(' | ')}`;
}

async function start(world: World): Promise<string> {
  const { api, random } = world;
  const p = via(world);
  const row = random.pick((await api.list(p, 'master', 'waiting')).orders);
  if (!row) return `start via ${p}: nothing waits; ${await create(world)}`;
  const order = await api.order(p, row.id);
  const steps: string[] = [];
  for (const item of order.items.filter((i) => i.can_assign && i.kind !== 'parking')) {
    const worker = random.pick(item.is_wash ? world.catalogue.washWorkers : world.catalogue.tireWorkers);
    if (worker === undefined) continue;
    steps.push(`set-worker ${said(await api.post(p, 'master', 'order/set-worker', { order_id: row.id, order_item_id: item.order_item_id, workers: [worker] }))}`);
  }
  steps.push(`started ${said(await api.post(p, 'master', 'order/started', { order_id: row.id }))}`);
  return `start №${row.id} via ${p}: ${steps.join(', ')}`;
}

async function complete(world: World): Promise<string> {
  const p = via(world);
  const row = world.random.pick((await world.api.list(p, 'master', 'in_progress')).orders);
  if (!row) return `complete via ${p}: nothing in work; ${await start(world)}`;
  return `complete №${row.id} via ${p}: ${said(await world.api.post(p, 'master', 'order/complete', { order_id: row.id }))}`;
}

async function cancel(world: World): Promise<string> {
  const p = via(world);
  const row = world.random.pick((await world.api.list(p, 'master', 'waiting')).orders);
  if (!row) return `cancel via ${p}: nothing waits`;
  return `cancel №${row.id} via ${p}: ${said(await world.api.post(p, 'master', 'order/cancel', { order_id: row.id }))}`;
}

async function keys(world: World): Promise<string> {
  const p = via(world);
  const open = (await world.api.list(p, 'master', 'all')).orders.filter((o) => o.job_status === 'waiting' || o.job_status === 'in_progress');
  const row = world.random.pick(open);
  if (!row) return `keys via ${p}: no open order`;
  const call = world.random.chance(0.6) ? 'keys-taken' : 'keys-left';
  return `${call} №${row.id} via ${p}: ${said(await world.api.post(p, 'master', `order/${call}`, { order_id: row.id }))}`;
}

let paymentKey = 0;
/** A new idempotency key for a payment, drawn before it is sent. */
function nextPaymentKey(world: World): string {
  paymentKey += 1;
  return `converge-${world.random.seed}-${paymentKey}-${Date.now()}`;
}

/** Pays what is due now, read from the order itself (not from a list row). */
async function payDue(world: World, p: ProcessName, id: number, method: 'card' | 'cash', key: string): Promise<string> {
  const order = await world.api.get<Order>(p, 'cashier', `order/${id}`);
  const answer = await world.api.post(p, 'cashier', 'order/pay', { order_id: id, sum: order.pay_sum, method, idempotency_key: key });
  return `pay №${id} ${order.pay_sum} ${method} via ${p}: ${said(answer)}`;
}

async function pay(world: World): Promise<string> {
  const { api, random } = world;
  const p = via(world);
  const row = random.pick((await api.list(p, 'cashier', 'waiting_for_payment')).orders.filter(payable));
  if (!row) return `pay via ${p}: nothing to pay`;
  const method = random.chance(0.5) ? 'card' : 'cash';
  return payDue(world, p, row.id, method, nextPaymentKey(world));
}

async function keysReturned(world: World): Promise<string> {
  const p = via(world);
  const rows = (await world.api.list(p, 'cashier', 'waiting_for_payment')).orders.filter((o) => o.keys_state === 'cell' && (o.job_status === 'done' || o.job_status === 'canceled'));
  const row = world.random.pick(rows);
  if (!row) return `keys-returned via ${p}: no keys to hand back; ${await pay(world)}`;
  return `keys-returned №${row.id} via ${p}: ${said(await world.api.post(p, 'cashier', 'order/keys-returned', { order_id: row.id }))}`;
}

/** Any call on any order of the first page, as a confused tablet would send it: mostly refused. */
async function noise(world: World): Promise<string> {
  const { api, random } = world;
  const p = via(world);
  const row = random.pick((await api.list(p, 'master', 'all')).orders);
  if (!row) return `noise via ${p}: no order`;
  const call = random.pick(['order/started', 'order/complete', 'order/cancel', 'order/keys-taken', 'order/keys-left', 'order/keys-returned', 'order/pay'] as const)!;
  const who = call === 'order/keys-returned' || call === 'order/pay' ? 'cashier' : 'master';
  const body = call === 'order/pay' ? { order_id: row.id, sum: 1, method: 'cash' } : { order_id: row.id };
  return `noise ${call} №${row.id} (${row.job_status}) via ${p}: ${said(await api.post(p, who, call, body))}`;
}

const postTo = (page: Page, pathStart: string) => page.waitForResponse((r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(pathStart));
/** A single-fetch action answered with a redirect (Remix's SINGLE_FETCH_REDIRECT_STATUS). */
const REDIRECT = 202;

/** The master taps «Завершить» on a row of the «В работе» list, then comes back to the list. */
async function screenListComplete(world: World): Promise<string> {
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
  } catch {
    // The row left the list before the tap (another tablet finished the car): nothing to tap.
    return `screen: «${name}» left the «В работе» list before the master could tap it`;
  }
  const response = await answered;
  if (response.status() === REDIRECT) {
    // Done: the app opens «Ожидают» (docs/screens.md section 4); the master goes back to «В работе».
    await page.waitForURL(/\/master\/tasks\/pending$/);
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: /^В работе \d+$/ }).click();
    await page.waitForURL(/\/master\/tasks\/active$/);
  }
  return `screen: master taps «${name}» on «В работе» (process A): ${response.status()}`;
}

/** The master's next step on the task page: «В работу» or «Завершить» (opening an order in work when the followed one has neither). */
async function screenTaskStep(world: World): Promise<string> {
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
  const response = await answered;
  if (response.status() === REDIRECT) {
    await page.waitForURL(/\/master\/tasks\/pending$/);
    // The master opens the order again from the list.
    await page.goto(`/master/task/${order.id}`);
    await expect(page.getByRole('heading', { name: `Заказ №${order.id}` })).toBeVisible();
    await world.links.waitUp(page);
  }
  return `screen: master ${opened}taps «${label}» on the task page of №${order.id} (process A): ${response.status()}`;
}

/** The cashier takes the money (card or cash) on the order page, or hands the keys back. */
async function screenPay(world: World): Promise<string> {
  const { api, random } = world;
  const page = world.pages.cashierTask;
  let order = await api.get<Order>('A', 'cashier', `order/${world.followed.cashier}`);
  let opened = '';
  if (!order.can_pay && !order.can_return_keys) {
    const rows = (await api.list('A', 'cashier', 'waiting_for_payment')).orders.filter(payable);
    const row = random.pick(rows);
    if (!row) return `screen: nothing to pay at the desk; ${await create(world)}`;
    world.followed.cashier = row.id;
    await page.goto(`/cashier/task/${row.id}`);
    await expect(page.getByRole('heading', { name: `Заказ №${row.id}` })).toBeVisible();
    await world.links.waitUp(page);
    order = await api.get<Order>('A', 'cashier', `order/${row.id}`);
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
  await expect(form.getByLabel('Сумма', { exact: true })).toHaveValue(String(order.pay_sum), { timeout: 5_000 });
  const answered = postTo(page, `/cashier/task/${order.id}`);
  await form.getByRole('button', { name: 'Оплатить' }).click();
  return `screen: cashier ${opened}pays ${order.pay_sum} by «${method}» for №${order.id} (process B): ${(await answered).status()}`;
}

