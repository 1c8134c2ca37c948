import { said, type ProcessName } from './api';
import { plateFrom } from './random';
import { payable, via, type World } from './world';

/**
 * What masters and the cashier do all day through the API of either process, as other
 * tablets and desks would. A refusal (4xx) is an action like any other; a 5xx fails at once
 * (ClusterApi). Each returns a line for the log.
 */

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
  const created = await api.answer(p, 'master', 'new-order', {
    body: { plate_number: plate, model_id: model.id, class_id: model.class_id, ...(phone ? { phone_number: phone } : {}) },
  });
  if (!created.ok) return `create ${plate} via ${p}: new-order ${said(created)}`;
  const id = created.data.order_id;
  const offers = await api.call(p, 'master', 'service-list/wash', { query: { orderId: id } });
  const offer = offers[Math.floor(plan.service * offers.length)];
  if (!offer) return `create №${id} ${plate} via ${p}: no wash service offered (a draft)`;
  const added = await api.answer(p, 'master', 'new-order/update', {
    body: { order_id: id, action: 'add', service_id: offer.service_id, is_wash_service: true, quantity: plan.quantity },
  });
  let line = `create №${id} ${plate} via ${p}: new-order 200, add ${said(added)}`;
  if (plan.keys) line += `, keys-taken ${said(await api.answer(p, 'master', 'order/keys-taken', { body: { order_id: id } }))}`;
  return line;
}

export const create = (world: World) => runCreate(world, drawCreate(world));

/**
 * Two or three people at the same moment: new cars, a car finished, a payment, each through
 * either process, sent together. Every choice is drawn before anything is sent, so a seed
 * gives the same choices again; only the order in which the calls land differs.
 */
export async function rush(world: World): Promise<string> {
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
      lanes.push(
        async () =>
          `complete №${target} via ${p}: ${said(await api.answer(p, 'master', 'order/complete', { body: { order_id: target } }))}`,
      );
    } else {
      const key = nextPaymentKey(world);
      lanes.push(() => payDue(world, p, target, method, key));
    }
  }
  return `rush of ${lanes.length} at once: ${(await Promise.all(lanes.map((lane) => lane()))).join(' | ')}`;
}

export async function start(world: World): Promise<string> {
  const { api, random } = world;
  const p = via(world);
  const row = random.pick((await api.list(p, 'master', 'waiting')).orders);
  if (!row) return `start via ${p}: nothing waits; ${await create(world)}`;
  const order = await api.order(p, row.id);
  const steps: string[] = [];
  for (const item of order.items.filter((i) => i.can_assign && i.kind !== 'parking')) {
    const worker = random.pick(item.is_wash ? world.catalogue.washWorkers : world.catalogue.tireWorkers);
    if (worker === undefined) continue;
    const body = { order_id: row.id, order_item_id: item.order_item_id, workers: [worker] };
    steps.push(`set-worker ${said(await api.answer(p, 'master', 'order/set-worker', { body }))}`);
  }
  steps.push(`started ${said(await api.answer(p, 'master', 'order/started', { body: { order_id: row.id } }))}`);
  return `start №${row.id} via ${p}: ${steps.join(', ')}`;
}

export async function complete(world: World): Promise<string> {
  const p = via(world);
  const row = world.random.pick((await world.api.list(p, 'master', 'in_progress')).orders);
  if (!row) return `complete via ${p}: nothing in work; ${await start(world)}`;
  return `complete №${row.id} via ${p}: ${said(await world.api.answer(p, 'master', 'order/complete', { body: { order_id: row.id } }))}`;
}

export async function cancel(world: World): Promise<string> {
  const p = via(world);
  const row = world.random.pick((await world.api.list(p, 'master', 'waiting')).orders);
  if (!row) return `cancel via ${p}: nothing waits`;
  return `cancel №${row.id} via ${p}: ${said(await world.api.answer(p, 'master', 'order/cancel', { body: { order_id: row.id } }))}`;
}

export async function keys(world: World): Promise<string> {
  const p = via(world);
  const open = (await world.api.list(p, 'master', 'all')).orders.filter(
    (o) => o.job_status === 'waiting' || o.job_status === 'in_progress',
  );
  const row = world.random.pick(open);
  if (!row) return `keys via ${p}: no open order`;
  const call = world.random.chance(0.6) ? 'keys-taken' : 'keys-left';
  return `${call} №${row.id} via ${p}: ${said(await world.api.answer(p, 'master', `order/${call}`, { body: { order_id: row.id } }))}`;
}

let paymentKey = 0;
/** A new idempotency key for a payment, drawn before it is sent. */
function nextPaymentKey(world: World): string {
  paymentKey += 1;
  return `converge-${world.random.seed}-${paymentKey}-${Date.now()}`;
}

/** Pays what is due now, read from the order itself (not from a list row). */
async function payDue(world: World, p: ProcessName, id: number, method: 'card' | 'cash', key: string): Promise<string> {
  const order = await world.api.order(p, id, 'cashier');
  const answer = await world.api.answer(p, 'cashier', 'order/pay', {
    body: { order_id: id, sum: order.pay_sum, method, idempotency_key: key },
  });
  return `pay №${id} ${order.pay_sum} ${method} via ${p}: ${said(answer)}`;
}

export async function pay(world: World): Promise<string> {
  const { api, random } = world;
  const p = via(world);
  const row = random.pick((await api.list(p, 'cashier', 'waiting_for_payment')).orders.filter(payable));
  if (!row) return `pay via ${p}: nothing to pay`;
  const method = random.chance(0.5) ? 'card' : 'cash';
  return payDue(world, p, row.id, method, nextPaymentKey(world));
}

export async function keysReturned(world: World): Promise<string> {
  const p = via(world);
  const rows = (await world.api.list(p, 'cashier', 'waiting_for_payment')).orders.filter(
    (o) => o.keys_state === 'cell' && (o.job_status === 'done' || o.job_status === 'canceled'),
  );
  const row = world.random.pick(rows);
  if (!row) return `keys-returned via ${p}: no keys to hand back; ${await pay(world)}`;
  const answer = await world.api.answer(p, 'cashier', 'order/keys-returned', { body: { order_id: row.id } });
  return `keys-returned №${row.id} via ${p}: ${said(answer)}`;
}

/** Any call on any order of the first page, as a confused tablet would send it: mostly refused. */
export async function noise(world: World): Promise<string> {
  const { api, random } = world;
  const p = via(world);
  const row = random.pick((await api.list(p, 'master', 'all')).orders);
  if (!row) return `noise via ${p}: no order`;
  const call = random.pick([
    'order/started',
    'order/complete',
    'order/cancel',
    'order/keys-taken',
    'order/keys-left',
    'order/keys-returned',
    'order/pay',
  ] as const)!;
  const answer =
    call === 'order/pay'
      ? await api.answer(p, 'cashier', call, { body: { order_id: row.id, sum: 1, method: 'cash' } })
      : await api.answer(p, call === 'order/keys-returned' ? 'cashier' : 'master', call, { body: { order_id: row.id } });
  return `noise ${call} №${row.id} (${row.job_status}) via ${p}: ${said(answer)}`;
}
