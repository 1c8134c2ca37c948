import { describe, expect, it } from 'vitest';
import { businessDate } from '../domain/business-time';
import { addWash, createOrder, startedOrder, washServices, washWorkers } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier'] });
const { post } = ctx;

const signIn = (login: string, password: string) => ctx.api.call('POST', 'login', { body: { login, password } });

describe('accounts', () => {
  it('creates an account with a made-up password that signs in, once shown', async () => {
    const res = await post('owner/account', {
      login: 'kassa2',
      name: 'Анна Кассирова',
      role: 'cashier',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('account_created');
    const { id, password } = res.body.data as { id: number; password: string };
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    expect((await signIn('kassa2', password)).body.data.role).toBe('cashier');
    expect((await ctx.get('owner/accounts')).body.data).toContainEqual(
      expect.objectContaining({
        id,
        login: 'kassa2',
        role: 'cashier',
        disabled: false,
      }),
    );
    expect(
      (
        await post('owner/account', {
          login: 'KASSA2',
          name: 'Другая',
          role: 'master',
        })
      ).body.code,
    ).toBe('login_taken');
  });

  it('refuses a common password, as npm run users does', async () => {
    const res = await post('owner/account', {
      login: 'weak1',
      name: 'Слабый Пароль',
      role: 'master',
      password: 'password123',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('password_too_common');
  });

  it('a reset password and a disabled account end every session at once', async () => {
    const { id, password } = (
      await post('owner/account', {
        login: 'master7',
        name: 'Мастер Семь',
        role: 'master',
      })
    ).body.data;
    const token = (await signIn('master7', password)).body.data.token as string;
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(200);

    const reset = await post('owner/account/reset-password', { id });
    expect(reset.body.code).toBe('account_password_reset');
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(401);
    expect((await signIn('master7', password)).status).toBe(401);
    const fresh = (await signIn('master7', reset.body.data.password)).body.data.token as string;

    expect((await post('owner/account/disable', { id, disabled: true })).status).toBe(200);
    expect((await ctx.api.call('GET', 'user', { token: fresh })).status).toBe(401);
    expect((await signIn('master7', reset.body.data.password)).status).toBe(401);
    expect((await post('owner/account/disable', { id, disabled: false })).body.code).toBe('account_enabled');
    expect((await signIn('master7', reset.body.data.password)).status).toBe(200);
  });

  it('changes a role, ending the sessions; an owner cannot disable or demote themselves', async () => {
    const { id, password } = (
      await post('owner/account', {
        login: 'helper',
        name: 'Помощник',
        role: 'cashier',
      })
    ).body.data;
    const token = (await signIn('helper', password)).body.data.token as string;
    expect((await post('owner/account/role', { id, role: 'master' })).status).toBe(200);
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(401);
    expect((await signIn('helper', password)).body.data.role).toBe('master');

    const me = (await ctx.api.call('GET', 'user', { token: ctx.tokens.owner })).body.data;
    const self = (await ctx.get('owner/accounts')).body.data.find((a: { login: string }) => a.login === me.login);
    expect((await post('owner/account/disable', { id: self.id, disabled: true })).body.code).toBe('account_self');
    expect((await post('owner/account/role', { id: self.id, role: 'master' })).body.code).toBe('account_self');
    // Resetting one's own password here would end the session before the new one could be read.
    expect((await post('owner/account/reset-password', { id: self.id })).body.code).toBe('account_self');
    expect((await ctx.api.call('GET', 'user', { token: ctx.tokens.owner })).status).toBe(200);
  });

  it("flags each account's actions as the API would take them: none on one's own row, with the reason", async () => {
    const me = (await ctx.api.call('GET', 'user', { token: ctx.tokens.owner })).body.data;
    const accounts = (await ctx.get('owner/accounts')).body.data;
    const self = accounts.find((a: { login: string }) => a.login === me.login);
    expect(self).toMatchObject({
      can_change_role: false,
      can_reset_password: false,
      can_disable: false,
      refusal: {
        code: 'account_self',
        details: 'Свою учётную запись так изменить нельзя: пароль меняется в «Настройках», остальное — у другого владельца',
      },
    });
    const cashier = accounts.find((a: { role: string; login: string }) => a.role === 'cashier' && a.login !== me.login);
    expect(cashier).toMatchObject({ can_change_role: true, can_reset_password: true, can_disable: true, refusal: null });
  });
});

describe('the audit log', () => {
  it('shows who changed what, before and after, money in roubles; filters by kind, order and account', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [service] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, service!.service_id);
    await post('order/pay', { order_id: orderId, sum: 10.5, method: 'cash' }, 'cashier');
    await post('owner/discount-group', {
      name: 'Журнальная',
      percent: 7,
      is_active: true,
    });

    const all = (await ctx.get('owner/audit')).body.data;
    expect(all.total).toBeGreaterThan(3);
    expect(all.entries[0]).toMatchObject({
      kind: 'clients',
      action: 'group.created',
      after: { name: 'Журнальная', percent: 7 },
    });

    const money = (await ctx.get(`owner/audit?kind=money&order_id=${orderId}`)).body.data.entries;
    expect(money.length).toBeGreaterThan(0);
    expect(money.every((e: { kind: string; entity_id: number }) => e.kind === 'money' && e.entity_id === orderId)).toBe(true);
    expect(money).toContainEqual(
      expect.objectContaining({
        action: 'payment.recorded',
        after: expect.objectContaining({ sum: 10.5, method: 'cash' }),
      }),
    );

    const cashier = (await ctx.api.call('GET', 'user', { token: ctx.tokens.cashier })).body.data;
    const cashierId = all.users.find((u: { login: string }) => u.login === cashier.login).id;
    const byCashier = (await ctx.get(`owner/audit?user_id=${cashierId}`)).body.data.entries;
    expect(byCashier.length).toBeGreaterThan(0);
    expect(byCashier.every((e: { user: { id: number } }) => e.user.id === cashierId)).toBe(true);

    // The business day, not the UTC one: near midnight they differ.
    const today = businessDate(new Date(), ctx.api.context.settings.TZ_BUSINESS);
    expect((await ctx.get(`owner/audit?from=2001-01-01&to=2001-01-02`)).body.data.total).toBe(0);
    expect((await ctx.get(`owner/audit?from=${today}&to=${today}`)).body.data.total).toBeGreaterThan(0);
    expect((await ctx.get('owner/audit?kind=nonsense')).status).toBe(400);
    // A date that does not exist, or a range backwards, is a 400 with a reason, never a 500.
    expect((await ctx.get('owner/audit?from=2024-13-45')).status).toBe(400);
    expect((await ctx.get('owner/audit?from=2024-02-30')).status).toBe(400);
    expect((await ctx.get('owner/audit?from=2024-03-02&to=2024-03-01')).status).toBe(400);
    // A far year breaks the day arithmetic of the filter: refused as a report's dates are, never a 500.
    const far = await ctx.get('owner/audit?to=9999-12-31');
    expect(far.status).toBe(400);
    expect(JSON.stringify(far.body)).toContain('год от 2000 до 2100');
  });
  it("names what its numbers point to: the line's service, its workers, the company, the class, the service changed", async () => {
    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    const [worker] = await washWorkers(ctx.api, ctx.tokens.master);
    const line = (await ctx.get(`order/${orderId}`, 'master')).body.data.items[0];
    const first = (await post('owner/company', { name: 'Таксопарк «Журнал»', contract_text: '', pays_by_contract: true })).body.data
      .id as number;
    const second = (await post('owner/company', { name: 'Логистика «Журнал»', contract_text: '', pays_by_contract: true })).body.data
      .id as number;
    await post('owner/company/client', { company_id: first, phone: '+79160005566', attach: true });
    await post('owner/company/client', { company_id: second, phone: '+79160005566', attach: true });
    const prices = (await ctx.get('owner/prices')).body.data;
    const express = prices.services.find((s: { name: string }) => s.name === 'Экспресс-мойка');
    await post('owner/service', {
      id: express.id,
      kind: 'wash',
      name: express.name,
      is_active: true,
      sort: express.sort,
      prices: [{ class_id: 2, price: express.prices['2'] + 1 }],
    });

    const log = (await ctx.get('owner/audit')).body.data;
    const workers = (await ctx.get(`owner/audit?order_id=${orderId}&kind=workers`)).body.data;
    expect(workers.entries[0]).toMatchObject({ action: 'order.item.workers', after: { item: itemId, workers: [worker!.worker_id] } });
    expect(workers.names.item[String(itemId)]).toBe(line.name);
    expect(workers.names.worker[String(worker!.worker_id)]).toBe(worker!.name);
    const moved = log.entries.find(
      (e: { action: string; entity_id: number }) => e.action === 'company.client_added' && e.entity_id === second,
    );
    expect(moved.before).toEqual({ company_id: first });
    expect(log.names.company).toMatchObject({ [String(first)]: 'Таксопарк «Журнал»', [String(second)]: 'Логистика «Журнал»' });
    const priced = log.entries.find((e: { action: string }) => e.action === 'price.wash');
    expect(priced.entity_id).toBe(express.id);
    expect(log.names.service[String(express.id)]).toBe('Экспресс-мойка');
    expect(log.names.class['2']).toBe(prices.classes.find((c: { id: number }) => c.id === 2).name);
  });
});
