import type { Order } from '../contract/orders';
import { randomName } from '../seed/random';
import { seedDemoBays } from '../seed/demo-bays';
import { freshTestApi, type TestAnswer, type TestApi } from '../test/test-api';
import { said, SequenceWorld, staffOf, type Who } from '../test/sequence-world';
import { linesOfAnswer, refundParts } from '../test/refund-ways';

/**
 * The world and the steps of a random sequence of desk and bay calls whose every step is
 * followed by the screens' reads (api/calls/list-cache-sequences.test.ts): orders taken,
 * lines added, removed, canceled and marked, workers set, orders started, finished and
 * canceled, money taken and given back, phones and names changed, the owner's prices and
 * names. Refusals are steps too; a 5xx fails at once.
 */
export { said, type Who } from '../test/sequence-world';

export class Seq extends SequenceWorld {
  readonly done = new Map<string, number>();
  /** Every order the sequence took (drafts too), newest last. */
  readonly orders: number[] = [];
  /** Each order as its page said at the last check (what the steps choose from). */
  readonly truth = new Map<number, Order>();
  models: Array<{ id: number; class_id: number }> = [];
  radii: number[] = [];
  profiles: number[] = [];
  washWorker = 0;
  tireWorker = 0;
  /** Whether the step's last write was answered 200. */
  changed = false;
  checks = 0;
  calls = 0;

  constructor(seed: number, api: TestApi, tokens: Record<Who, string>) {
    super(seed, api, tokens, { random: seed * 7919, phonePrefix: '+7916' });
  }

  async call(who: Who, method: 'GET' | 'POST', path: string, body?: unknown): Promise<TestAnswer> {
    this.calls += 1;
    const res = await this.api.call(method, path, { token: this.tokens[who], ...(body === undefined ? {} : { body }) });
    if (method === 'POST') {
      this.countAnswer(res);
      if (res.status === 200) this.changed = true;
    }
    if (res.status >= 500)
      this.fail(`${who} ${method} ${path} ${JSON.stringify(body)} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  }

  log(line: string): void {
    this.steps.push(`${this.step}. ${line}`);
  }

  count(what: string): void {
    this.done.set(what, (this.done.get(what) ?? 0) + 1);
  }

  fail(message: string): never {
    const replay = `LIST_CACHE_SEEDS=${this.seed} LIST_CACHE_STEPS=${this.step} npx vitest run api/calls/list-cache-sequences.test.ts`;
    throw new Error(`seed ${this.seed}, step ${this.step}: ${message}\nreplay: ${replay}\nsteps:\n${this.steps.join('\n')}`);
  }

  expect(ok: boolean, message: () => string): void {
    this.checks += 1;
    if (!ok) this.fail(message());
  }

  /** An order of the sequence: one its page showed as `where` says, mostly; now and then any. */
  pick(where: (o: Order) => boolean = () => true, chance = 0.9): Order | undefined {
    const all = [...this.truth.values()];
    const fitting = all.filter(where);
    return (this.rng.chance(chance) && this.maybe(fitting)) || this.maybe(all);
  }

  newPlate(): string {
    this.plateCount += 1;
    const n = this.plateCount;
    return `${'АВЕКМНОРСТУХ'[n % 12]}${String(n).padStart(3, '0')}${'ВЕКМ'[this.seed % 4]}Т${70 + (this.seed % 900)}`;
  }
}

export const OPEN = (o: Order) => o.job_status === 'waiting' || o.job_status === 'in_progress';

/** A fresh API for one seed: owner, master and cashier signed in (the desk roles with a shift open), the catalogue read. */
export async function openSeq(seed: number): Promise<Seq> {
  const api = await freshTestApi();
  const tokens = await staffOf(api, seed);
  // The shop's bays, as a demo shop starts with (the desk books into them).
  await seedDemoBays(api.database.db);
  const w = new Seq(seed, api, tokens);
  const info = (await w.call('master', 'GET', 'get-cars-info')).body.data as { models: Record<string, { id: number; class_id: number }[]> };
  w.models = Object.values(info.models).flat().slice(0, 30);
  w.radii = ((await w.call('master', 'GET', 'service-tire/radius')).body.data as { radius_id: number }[]).map((r) => r.radius_id);
  w.profiles = ((await w.call('master', 'GET', 'service-tire/profile')).body.data as { profile_id: number }[]).map((p) => p.profile_id);
  w.washWorker = (await w.call('master', 'GET', 'workers-wash/get')).body.data[0].worker_id;
  w.tireWorker = (await w.call('master', 'GET', 'workers-tire/get')).body.data[0].worker_id;
  return w;
}

/** A phone as the steps give one: a new number, a known one (the order moves to that client), or none. */
function somePhone(w: Seq): string | null {
  if (w.rng.chance(0.2)) return null;
  if (w.phones.length && w.rng.chance(0.35)) return w.rng.pick(w.phones);
  const phone = w.newPhone();
  w.phones.push(phone);
  return phone;
}

/**
 * The master takes a car in (a known plate with an order open is refused) and adds its first
 * services; with none it stays a draft, on no list, unless its keys go into the box.
 */
export async function takeCar(w: Seq, car: { phone: string | null; name: string | null; lines: number; keys: boolean; plate?: string }) {
  const plate = car.plate ?? w.newPlate();
  const model = w.rng.pick(w.models);
  const body = { plate_number: plate, model_id: model.id, class_id: model.class_id, phone_number: car.phone, name: car.name };
  const res = await w.call('master', 'POST', 'new-order', body);
  const made = res.status === 200 ? (res.body.data.order_id as number) : undefined;
  w.log(`new-order ${plate} ${car.phone ?? 'no phone'} ${car.name ?? 'no name'} → ${said(res)} ${made ? `#${made}` : ''}`);
  if (made === undefined) return undefined;
  w.orders.push(made);
  if (!w.plates.includes(plate)) w.plates.push(plate);
  w.count('new-order');
  if (car.keys) w.log(`keys-taken #${made} → ${said(await w.call('master', 'POST', 'order/keys-taken', { order_id: made }))}`);
  for (let i = 0; i < car.lines; i++) await addLine(w, made);
  return made;
}

export async function newOrder(w: Seq): Promise<void> {
  if (w.orders.length >= 40) return addLine(w);
  const lines = w.weighted([
    [0, 1],
    [1, 5],
    [2, 3],
  ] as const);
  const car = { phone: somePhone(w), name: w.rng.chance(0.5) ? randomName(w.rng) : null };
  const plate = w.plates.length && w.rng.chance(0.25) ? w.rng.pick(w.plates) : undefined;
  await takeCar(w, { ...car, lines, keys: w.rng.chance(lines ? 0.2 : 0.5), ...(plate ? { plate } : {}) });
}

/** A wash line (now and then a tyre line) on an order: refused on a paid or finished one. */
export async function addLine(w: Seq, orderId?: number): Promise<void> {
  const id = orderId ?? w.pick(OPEN, 0.85)?.id;
  if (id === undefined) return;
  let body: Record<string, unknown>;
  if (w.rng.chance(0.8)) {
    const offers = (await w.call('master', 'GET', `service-list/wash?orderId=${id}`)).body.data as { service_id: number }[];
    body = { order_id: id, action: 'add', service_id: w.rng.pick(offers).service_id, is_wash_service: true, quantity: w.rng.int(1, 2) };
  } else {
    const size = { tire_radius_id: w.rng.pick(w.radii), tire_profile_id: w.rng.pick(w.profiles) };
    const query = `radius_id=${size.tire_radius_id}&profile_id=${size.tire_profile_id}`;
    const offers = (await w.call('master', 'GET', `service-list/tires?${query}`)).body.data as { service_id: number }[];
    const service = w.maybe(offers)?.service_id;
    if (service === undefined) return;
    body = { order_id: id, action: 'add', service_id: service, is_wash_service: false, quantity: w.rng.int(1, 4), ...size };
  }
  const res = await w.call('master', 'POST', 'new-order/update', body);
  w.log(`add ${body.is_wash_service ? 'wash' : 'tyre'} service ${body.service_id} ×${body.quantity} to #${id} → ${said(res)}`);
  if (res.status === 200) w.count('add-line');
}

/** A line of an order deleted, canceled, its cancel lifted, or marked done or back to work. */
export async function changeLine(w: Seq): Promise<void> {
  const o = w.pick((x) => OPEN(x) && x.items.some((i) => i.kind !== 'parking'));
  const item = o && w.maybe(o.items.filter((i) => i.kind !== 'parking'));
  if (!o || !item) return;
  const what = w.weighted([
    ['delete', 2],
    ['cancel', 3],
    ['mark', 3],
  ] as const);
  let res: TestAnswer;
  if (what === 'delete') {
    const size = item.kind === 'tire' ? { tire_radius_id: item.radius_id, tire_profile_id: item.profile_id } : {};
    const body = { order_id: o.id, action: 'delete', service_id: item.service_id, is_wash_service: item.kind === 'wash', ...size };
    res = await w.call('master', 'POST', 'new-order/update', body);
  } else if (what === 'cancel') {
    res = await w.call('master', 'POST', 'order/cancel-item', {
      order_item_id: item.order_item_id,
      canceled: item.job_status !== 'canceled',
    });
  } else {
    res = await w.call('master', 'POST', 'order/mark-item', { order_item_id: item.order_item_id, done: item.job_status !== 'done' });
  }
  w.log(`${what} line ${item.order_item_id} (${item.job_status}) of #${o.id} → ${said(res)}`);
  if (res.status === 200) w.count(`${what}-line`);
}

/** The master's next step with an order: workers on its lines and start it, or finish it. */
export async function work(w: Seq): Promise<void> {
  const o = w.pick(OPEN, 0.95);
  if (!o) return;
  if (o.job_status === 'in_progress' || (o.job_status !== 'waiting' && w.rng.chance(0.5))) {
    const res = await w.call('master', 'POST', 'order/complete', { order_id: o.id });
    w.log(`complete #${o.id} (${o.job_status}) → ${said(res)}`);
    if (res.status === 200) w.count('complete');
    return;
  }
  for (const item of o.items.filter((i) => i.kind !== 'parking' && i.job_status === 'active' && !i.workers.length)) {
    const worker = item.kind === 'wash' ? w.washWorker : w.tireWorker;
    const res = await w.call('master', 'POST', 'order/set-worker', {
      order_id: o.id,
      order_item_id: item.order_item_id,
      workers: [worker],
    });
    w.log(`set-worker ${worker} on line ${item.order_item_id} of #${o.id} → ${said(res)}`);
    if (w.rng.chance(0.15)) return;
  }
  const res = await w.call('master', 'POST', 'order/started', { order_id: o.id });
  w.log(`started #${o.id} → ${said(res)}`);
  if (res.status === 200) w.count('start');
}

/** The master cancels an order (refused while money is kept on it, or once it is done). */
export async function cancelOrder(w: Seq): Promise<void> {
  const o = w.pick(OPEN, 0.8);
  if (!o) return;
  const res = await w.call('master', 'POST', 'order/cancel', { order_id: o.id });
  w.log(`cancel #${o.id} (${o.job_status}, paid ${o.total_paid}) → ${said(res)}`);
  if (res.status === 200) w.count('cancel');
}

/** The desk takes money: all that is due, or a part, by card or cash, as the cashier or the owner; now and then where nothing is due. */
export async function pay(w: Seq): Promise<void> {
  const o = w.pick((x) => x.pay_sum > 0, 0.9);
  if (!o) return;
  const due = o.pay_sum;
  const sum = due <= 0 ? 100 : w.rng.chance(0.35) && due >= 2 ? Math.round(due * w.rng.int(20, 80)) / 100 : due;
  const as = w.rng.chance(0.8) ? 'cashier' : 'owner';
  const method = w.rng.pick(['card', 'cash'] as const);
  const res = await w.call(as, 'POST', 'order/pay', { order_id: o.id, sum, method });
  w.log(`${as} pays ${sum} of ${due} by ${method} on #${o.id} → ${said(res)}`);
  if (res.status === 200) w.count(sum < due ? 'part-payment' : 'payment');
}

/** The desk gives back money paid above an order's sum (after a line or the order was canceled, or the price fell). */
export async function refund(w: Seq): Promise<void> {
  const o = w.pick((x) => x.refund_due > 0, 0.95);
  if (!o) return;
  const due = o.refund_due;
  const sum = due <= 0 ? 50 : w.rng.chance(0.3) && due >= 2 ? Math.round(due * 50) / 100 : due;
  // Mostly the way the client paid (docs/decisions/055); sometimes a way that may be refused.
  const way = w.rng.chance(0.8) ? refundParts(linesOfAnswer(o.pay_transactions), Math.round(due * 100))[0] : undefined;
  const method = way?.method ?? (w.rng.chance(0.5) ? 'card' : 'cash');
  const body = { order_id: o.id, sum, method, ...(way?.fuel_card_name ? { fuel_card_name: way.fuel_card_name } : {}) };
  const res = await w.call(w.rng.chance(0.8) ? 'cashier' : 'owner', 'POST', 'order/refund', body);
  w.log(`refund ${sum} of ${due} by ${method} on #${o.id} → ${said(res)}`);
  if (res.status === 200) w.count('refund');
}

/** The master changes an order's phone (a known number moves the order to that client), or the client's name is changed. */
export async function phoneOrName(w: Seq): Promise<void> {
  const o = w.pick((x) => OPEN(x) || (x.client !== null && w.rng.chance(0.5)), 0.9);
  if (!o) return;
  if (o.client && w.rng.chance(0.4)) {
    const name = w.rng.chance(0.15) ? '' : `${randomName(w.rng)} ${w.step}`;
    const who = w.rng.pick(['master', 'cashier', 'owner'] as const);
    const res = await w.call(who, 'POST', 'client/update', { client_id: o.client.id, name });
    w.log(`${who} names client ${o.client.id} of #${o.id} «${name}» → ${said(res)}`);
    if (res.status === 200) w.count('client-name');
    return;
  }
  const phone = somePhone(w);
  const res = w.rng.chance(0.7)
    ? await w.call('master', 'POST', 'order/update-phone', { order_id: o.id, phone })
    : await w.call('master', 'POST', 'new-order/update', { order_id: o.id, phone: phone ?? w.newPhone() });
  w.log(`phone of #${o.id} (${o.job_status}) → ${phone ?? 'none'}: ${said(res)}`);
  if (res.status === 200) w.count('phone');
}
