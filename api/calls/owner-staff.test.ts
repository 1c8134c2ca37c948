import { describe, expect, it } from 'vitest';
import { createOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier'] });
const { post } = ctx;

describe('workers', () => {
  it('hires a worker who shows in the assignment list, and a deactivated one leaves it with their history kept', async () => {
    const hired = await post('owner/worker', {
      name: 'Пётр Новиков',
      kind: 'wash',
      color_back: '#1E88E5',
      is_active: true,
      commission_percent: 35,
    });
    expect(hired.status).toBe(200);
    const id = hired.body.data.id as number;
    const listed = (await ctx.get('workers-wash/get', 'master')).body.data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        worker_id: id,
        name: 'Пётр Новиков',
        color_back: '#1e88e5',
        color_font: '#000000',
      }),
    );
    expect((await ctx.get('owner/workers')).body.data).toContainEqual(
      expect.objectContaining({ id, commission_percent: 35, is_active: true }),
    );

    // A change that leaves a field out is refused, not read as «switched off»; a washer stays a washer.
    expect(
      (await post('owner/worker', { id, name: 'Пётр Новиков', kind: 'wash', color_back: '#1E88E5', commission_percent: 35 })).status,
    ).toBe(400);
    expect(
      (
        await post('owner/worker', {
          id,
          name: 'Пётр Новиков',
          kind: 'tire',
          color_back: '#1E88E5',
          is_active: true,
          commission_percent: 35,
        })
      ).body.code,
    ).toBe('worker_kind_fixed');
    await post('owner/worker', { id, name: 'Пётр Новиков', kind: 'wash', color_back: '#1E88E5', is_active: false, commission_percent: 35 });
    expect((await ctx.get('workers-wash/get', 'master')).body.data.map((w: { worker_id: number }) => w.worker_id)).not.toContain(id);
    expect((await ctx.get('owner/workers')).body.data).toContainEqual(expect.objectContaining({ id, is_active: false }));
  });

  it("refuses a second worker of the same name on one bay, whatever the letters' case; the other bay may have it", async () => {
    const worker = (name: string, kind: 'wash' | 'tire', id?: number) =>
      post('owner/worker', { ...(id ? { id } : {}), name, kind, color_back: '#1E88E5', is_active: true, commission_percent: 20 });
    const first = await worker('Олег Сомов', 'wash');
    expect(first.status).toBe(200);
    const again = await worker('олег  СОМОВ', 'wash');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'worker_name_taken',
      details: 'Работник «олег СОМОВ» на этом участке уже есть: добавьте к имени первую букву фамилии или номер, чтобы их различать',
    });
    // The same person fitting tyres too; a change of case of one's own name; a rename onto another's is refused.
    expect((await worker('Олег Сомов', 'tire')).status).toBe(200);
    expect((await worker('ОЛЕГ СОМОВ', 'wash', first.body.data.id)).status).toBe(200);
    const other = await worker('Олег Сомов-младший', 'wash');
    expect((await worker('Олег сомов', 'wash', other.body.data.id)).body.code).toBe('worker_name_taken');
    const names = (await ctx.get('owner/workers')).body.data
      .filter((w: { name: string }) => /^олег сомов$/i.test(w.name))
      .map((w: { name: string; kind: string }) => `${w.kind} ${w.name}`);
    expect(names.sort()).toEqual(['tire Олег Сомов', 'wash ОЛЕГ СОМОВ']);
    // What is wrong first: no such worker, or a change of bay, before a taken name.
    expect((await worker('Олег Сомов', 'wash', 999_999)).body.code).toBe('worker_not_found');
    expect((await worker('Олег Сомов', 'tire', other.body.data.id)).body.code).toBe('worker_kind_fixed');
    // Two saves of one new name at once: one is taken, the other refused (a race on PostgreSQL).
    const both = await Promise.all([worker('Пётр Ким', 'wash'), worker('пётр ким', 'wash')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a bad colour, percent or name field by field', async () => {
    const res = await post('owner/worker', {
      name: ' ',
      kind: 'wash',
      color_back: 'red',
      is_active: true,
      commission_percent: 101,
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatch(/name/);
    expect(res.body.details).toMatch(/color_back/);
    expect(res.body.details).toMatch(/commission_percent/);
    expect(
      (
        await post('owner/worker', {
          id: 999999,
          name: 'Кто-то',
          kind: 'wash',
          color_back: '#000000',
          is_active: true,
          commission_percent: 1,
        })
      ).body.code,
    ).toBe('worker_not_found');
  });
});

describe('discount groups', () => {
  it('creates a group the desk can add a car to; a switched-off group takes no more cars', async () => {
    const created = await post('owner/discount-group', {
      name: 'Таксопарк «Север»',
      percent: 12,
      is_active: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(
      (
        await post('owner/discount-group', {
          name: 'таксопарк «север»',
          percent: 5,
          is_active: true,
        })
      ).body.code,
    ).toBe('group_name_taken');

    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    expect((await ctx.get(`order/get-groups-available?order_id=${orderId}`, 'cashier')).body.data).toContainEqual({
      id,
      name: 'Таксопарк «Север»',
      percent: 12,
    });
    expect((await post('car/add-to-group', { order_id: orderId, group_id: id }, 'cashier')).status).toBe(200);
    expect((await ctx.get('owner/discount-groups')).body.data).toContainEqual(expect.objectContaining({ id, cars: 1 }));

    await post('owner/discount-group', {
      id,
      name: 'Таксопарк «Север»',
      percent: 12,
      is_active: false,
    });
    const other = await createOrder(ctx.api, ctx.tokens.master);
    expect(
      (await ctx.get(`order/get-groups-available?order_id=${other.orderId}`, 'cashier')).body.data.map((g: { id: number }) => g.id),
    ).not.toContain(id);
    const refused = await post('car/add-to-group', { order_id: other.orderId, group_id: id }, 'cashier');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('group_inactive');
  });

  it('refuses a percent out of 1 to 100', async () => {
    for (const percent of [0, 101, 'много'])
      expect(
        (
          await post('owner/discount-group', {
            name: 'Группа',
            percent,
            is_active: true,
          })
        ).status,
      ).toBe(400);
  });
});
