import { expect } from 'vitest';
import { resolveToken } from '../../auth/sessions';
import type { Order } from '../../contract/orders';
import { orderContext } from '../../orders/order-change';
import { freshPhone, lastDiscountCode, makeContractClient, runParkingClock, type Clock } from '../money-fixtures';
import { modelOf, nextPlate } from '../order-fixtures';
import type { TestApi } from '../test-api';
import { DrawerModel, type DeskPerson } from './drawer';
import { playDesk, type DeskStep } from './drawer-steps';
import type { Phone, Step, Who } from './steps';
import type { ModelRun } from './run';

import { PAY_STATUS } from '../../contract/order-states';

/**
 * A run on this API and clock, by these master and cashier: its cars are Kia Rio, two of its
 * phones belong to contract clients; at the desk two cashiers and the owner start the day
 * with a shift open each.
 */
export async function startModelRun(api: TestApi, clock: Clock, tokens: { master: string; cashier: string }): Promise<ModelRun> {
  const userOf = async (token: string) => (await resolveToken(api.database.db, token))!.user.id;
  const contextOf = async (token: string) => orderContext(api.context, await userOf(token));
  const contexts = { master: await contextOf(tokens.master), cashier: await contextOf(tokens.cashier) };
  const model = await modelOf(api, tokens.master, 'Kia', 'Rio');
  const contract: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const phone = freshPhone();
    await makeContractClient(api, phone);
    contract.push(phone);
  }
  const desk: DeskPerson[] = [];
  for (const [name, role] of [
    ['anna', 'cashier'],
    ['boris', 'cashier'],
    ['owner', 'owner'],
  ] as const) {
    const token = await api.signInAs(role, `model-${name}`, { shift: false });
    desk.push({ name, token, role, userId: await userOf(token) });
  }
  const drawer = new DrawerModel(desk);
  for (const [person, float] of [
    [0, 1000],
    [1, 300],
    [2, 500],
  ] as const) {
    const opened = await api.call('POST', 'shift/open', { token: desk[person]!.token, body: { opening_float: float } });
    drawer.opened(person, opened.body.data.id, float * 100);
  }
  return { api, clock, master: tokens.master, cashier: tokens.cashier, desk, drawer, contexts, model, phones: { returning: [], contract } };
}

const pick = <T>(list: readonly T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

async function phoneOf(run: ModelRun, kind: Phone): Promise<string | null> {
  if (kind === 'none') return null;
  if (kind === 'contract') return run.phones.contract[run.phones.returning.length % run.phones.contract.length]!;
  if (kind === 'returning' && run.phones.returning.length)
    return run.phones.returning[run.phones.returning.length % 3 === 0 ? 0 : run.phones.returning.length - 1]!;
  const fresh = freshPhone();
  run.phones.returning.push(fresh);
  return fresh;
}

/** The run's orders whose page passes `test` (read as the cashier reads it). */
async function ordersWhere(run: ModelRun, ids: readonly number[], test: (o: Order) => boolean) {
  const out: number[] = [];
  for (const id of ids) if (test((await run.api.call('GET', `order/${id}`, { token: run.cashier })).body.data as Order)) out.push(id);
  return out;
}

/** The wash or the tyre crew. */
async function crewOf(run: ModelRun, wash: boolean) {
  return (await run.api.call('GET', wash ? 'workers-wash/get' : 'workers-tire/get', { token: run.master })).body.data as Array<{
    worker_id: number;
  }>;
}

/** Plays one step; answers the call's status (or undefined when the step did not apply). */
export async function play(run: ModelRun, step: Step, ids: number[]): Promise<number | undefined> {
  const token = (who: Who) => (who === 'master' ? run.master : run.cashier);
  const post = async (who: Who, path: string, body?: unknown) => {
    const res = await run.api.call('POST', path, { token: token(who), body });
    if (process.env.MODEL_DEBUG && res.status >= 400) console.log('refused', path, JSON.stringify(body), res.body.details);
    return res.status;
  };
  const get = async (id: number) => (await run.api.call('GET', `order/${id}`, { token: run.cashier })).body.data as Order;
  if (step.t === 'time') {
    run.clock.advance(step.minutes * 60_000);
    await runParkingClock(run.api);
    return 200;
  }
  // The drawers' own steps: no order in them.
  if (step.t === 'cash-move' || step.t === 'shift-open' || step.t === 'shift-close') return playDesk(run, step, undefined);
  if (step.t === 'create') {
    // The wizard: a car and a client, then at least one service.
    if (ids.length >= 3) return undefined;
    const res = await run.api.call('POST', 'new-order', {
      token: run.master,
      body: {
        plate_number: nextPlate(),
        model_id: run.model.id,
        class_id: run.model.class_id,
        phone_number: await phoneOf(run, step.phone),
      },
    });
    if (res.status !== 200) return res.status;
    ids.push(res.body.data.order_id);
    return play(run, { t: 'add', order: ids.length - 1, service: step.service, quantity: 1 }, ids);
  }
  // The cashier takes money where some is due and gives it back where some is owed, as at
  // the desk; every other step picks any order of the run.
  // A switch picks among the orders with money the model knows (it switches only those).
  const due =
    step.t === 'pay'
      ? await ordersWhere(run, ids, (o) => o.pay_sum > 0)
      : step.t === 'refund'
        ? await ordersWhere(run, ids, (o) => o.refund_due > 0)
        : step.t === 'switch'
          ? await ordersWhere(run, ids, (o) => o.pay_transactions.some((p) => run.drawer.money.has(p.id)))
          : ids;
  const id = pick(due.length ? due : ids, step.order);
  if (id === undefined) return undefined;
  const o = await get(id);
  const services = o.items.filter((i) => i.kind !== 'parking');
  const item = pick(services, 'line' in step ? step.line : 0);
  switch (step.t) {
    case 'add': {
      const offers = (await run.api.call('GET', `service-list/wash?orderId=${id}`, { token: run.master })).body.data as Array<{
        service_id: number;
      }>;
      const service = pick(offers, step.service)!;
      return post('master', 'new-order/update', {
        order_id: id,
        action: 'add',
        service_id: service.service_id,
        is_wash_service: true,
        quantity: step.quantity,
      });
    }
    case 'add-tire': {
      // The tyre tab: a radius and a profile, then a service at that size.
      const radius = pick(
        (await run.api.call('GET', 'service-tire/radius', { token: run.master })).body.data as Array<{ radius_id: number }>,
        step.radius,
      )!;
      const profile = pick(
        (await run.api.call('GET', 'service-tire/profile', { token: run.master })).body.data as Array<{ profile_id: number }>,
        step.profile,
      )!;
      const query = `order_id=${id}&radius_id=${radius.radius_id}&profile_id=${profile.profile_id}`;
      const offers = (await run.api.call('GET', `service-list/tires?${query}`, { token: run.master })).body.data as Array<{
        service_id: number;
      }>;
      const service = pick(offers, step.service);
      if (!service) return undefined;
      return post('master', 'new-order/update', {
        order_id: id,
        action: 'add',
        service_id: service.service_id,
        is_wash_service: false,
        tire_radius_id: radius.radius_id,
        tire_profile_id: profile.profile_id,
        quantity: 4,
      });
    }
    case 'quantity':
    case 'delete':
      if (!item || item.job_status === 'canceled') return undefined;
      return post('master', 'new-order/update', {
        order_id: id,
        action: step.t === 'delete' ? 'delete' : 'update',
        service_id: item.service_id,
        is_wash_service: item.is_wash,
        ...(item.is_wash ? {} : { tire_radius_id: item.radius_id, tire_profile_id: item.profile_id }),
        ...(step.t === 'quantity' ? { quantity: step.quantity } : {}),
      });
    case 'workers': {
      if (!item) return undefined;
      const crew = await crewOf(run, item.is_wash);
      return post('master', 'order/set-worker', {
        order_id: id,
        order_item_id: item.order_item_id,
        workers: [pick(crew, step.line)!.worker_id],
      });
    }
    case 'mark':
    case 'cancel-item':
      if (!item) return undefined;
      return post('master', step.t === 'mark' ? 'order/mark-item' : 'order/cancel-item', { order_item_id: item.order_item_id });
    case 'start': {
      // The task page: a worker on every active line, then 'В работу'.
      for (const l of services.filter((i) => i.job_status === 'active' && i.workers.length === 0)) {
        await post('master', 'order/set-worker', {
          order_id: id,
          order_item_id: l.order_item_id,
          workers: [(await crewOf(run, l.is_wash))[0]!.worker_id],
        });
      }
      return post('master', 'order/started', { order_id: id });
    }
    case 'complete':
    case 'cancel':
    case 'keys-taken':
    case 'keys-left':
      return post('master', `order/${step.t}`, { order_id: id });
    case 'keys-returned':
    case 'remove-parking':
      return post('cashier', `order/${step.t}`, { order_id: id });
    case 'reset-discount':
      return post('cashier', 'order/update-discount', { order_id: id, discount: 0 });
    case 'phone':
      return post('master', 'order/update-phone', { order_id: id, phone: await phoneOf(run, step.phone) });
    case 'pay':
    case 'refund':
    case 'switch':
      return playDesk(run, step as DeskStep, o);
    case 'discount': {
      // The manager's code waits 60 s between requests: the cashier waits too.
      run.clock.advance(61_000);
      const asked = await post('cashier', 'order/request-discount', { order_id: id, discount_amount: `${step.percent}%` });
      if (asked !== 200) return asked;
      const code = await lastDiscountCode(run.api, id);
      const sent = step.rightCode ? code : code === '0000' ? '1111' : '0000';
      return post('cashier', 'order/approve-discount', { order_id: id, sms_code: sent, discount_amount: `${step.percent}%` });
    }
    case 'group':
      return joinGroup(run, id, step.group);
    case 'discount-groups': {
      // An approved manual discount, then two group changes: neither may lower the discount in force.
      run.clock.advance(61_000);
      const asked = await post('cashier', 'order/request-discount', { order_id: id, discount_amount: `${step.percent}%` });
      if (asked !== 200) return asked;
      const approved = await post('cashier', 'order/approve-discount', {
        order_id: id,
        sms_code: await lastDiscountCode(run.api, id),
        discount_amount: `${step.percent}%`,
      });
      if (approved !== 200) return approved;
      // The highest group first (above the manual percent, it takes over), then any other:
      // the order a lower group used to drop back to the manual percent in.
      await joinGroup(run, id, step.groups[0], true);
      await joinGroup(run, id, step.groups[1]);
      return 200;
    }
  }
}

/**
 * The car joins a group the desk offers (`highest`: the one of the highest percent); the
 * discount in force never goes down by it, whatever its source.
 */
async function joinGroup(run: ModelRun, orderId: number, index: number, highest = false): Promise<number | undefined> {
  const read = async () => (await run.api.call('GET', `order/${orderId}`, { token: run.cashier })).body.data as Order;
  const groups = (await run.api.call('GET', `order/get-groups-available?order_id=${orderId}`, { token: run.cashier })).body.data as Array<{
    id: number;
    percent: number;
  }>;
  const group = highest ? [...groups].sort((a, b) => b.percent - a.percent)[0] : pick(groups, index);
  if (!group) return undefined;
  const before = await read();
  const res = await run.api.call('POST', 'car/add-to-group', { token: run.cashier, body: { order_id: orderId, group_id: group.id } });
  if (res.status !== 200) return res.status;
  const after = await read();
  const where = `order ${orderId}: a ${group.percent} % group after ${before.discount} % (${before.discount_source})`;
  expect(after.discount, `${where} never lowers the discount`).toBeGreaterThanOrEqual(before.discount);
  if (before.pay_status === PAY_STATUS.paid && before.refund_due > 0)
    expect(after.refund_due, `${where} keeps the money due back`).toBeGreaterThanOrEqual(before.refund_due);
  return res.status;
}
