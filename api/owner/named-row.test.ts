import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { brands, companies, discountGroups, models, vehicleClasses, workers } from '../db/schema';
import { errorAnswer } from '../http/answers';
import { testApiFixture } from '../test/test-api';

/**
 * A named row (a company, a discount group, a worker) is one row per name whatever the
 * letters' case, also when many saves of it meet: the service's lock makes them take turns,
 * and the index behind it is answered as the same refusal, never a 500.
 */
const ctx = testApiFixture({ roles: ['owner'] });

/** 20 saves at once, half «<Name>», half «<name>»: their statuses and codes. */
async function race(path: string, body: (name: string) => Record<string, unknown>, name: string) {
  const names = Array.from({ length: 20 }, (_, n) => (n % 2 ? name.toLowerCase() : name));
  const answers = await Promise.all(names.map((n) => ctx.post(path, body(n))));
  return {
    ok: answers.filter((a) => a.status === 200).length,
    refused: answers.filter((a) => a.status === 409 && a.body.field === 'name').map((a) => a.body.code as string),
  };
}

describe('a name is one row whatever its case, also under a race', () => {
  it('20 companies «Ромашка» and «ромашка» at once: one row, 19 refusals naming the field', async () => {
    const { ok, refused } = await race('owner/company', (name) => ({ name, contract_text: '', pays_by_contract: true }), 'Ромашка');
    expect(ok).toBe(1);
    expect(refused).toEqual(Array(19).fill('company_name_taken'));
    const rows = await ctx.api.database.db
      .select()
      .from(companies)
      .where(sql`lower(${companies.name}) = 'ромашка'`);
    expect(rows).toHaveLength(1);
  });

  it('20 discount groups at once: one row, 19 refusals', async () => {
    const { ok, refused } = await race('owner/discount-group', (name) => ({ name, percent: 5, is_active: true }), 'Соседи');
    expect(ok).toBe(1);
    expect(refused).toEqual(Array(19).fill('group_name_taken'));
    const rows = await ctx.api.database.db
      .select()
      .from(discountGroups)
      .where(sql`lower(${discountGroups.name}) = 'соседи'`);
    expect(rows).toHaveLength(1);
  });

  it('20 workers of one bay at once: one row, 19 refusals; the same name on the other bay is another person', async () => {
    const worker = (kind: 'wash' | 'tire') => (name: string) => ({
      name,
      kind,
      color_back: '#1e88e5',
      is_active: true,
      commission_percent: 30,
    });
    const { ok, refused } = await race('owner/worker', worker('wash'), 'Гоша Лапин');
    expect(ok).toBe(1);
    expect(refused).toEqual(Array(19).fill('worker_name_taken'));
    expect((await ctx.post('owner/worker', worker('tire')('ГОША ЛАПИН'))).status).toBe(200);
    const rows = await ctx.api.database.db
      .select()
      .from(workers)
      .where(sql`lower(${workers.name}) = 'гоша лапин'`);
    expect(rows.map((w) => w.kind).sort()).toEqual(['tire', 'wash']);
  });

  it('20 models of one brand at once: one row, 19 refusals naming the field (the save takes turns too)', async () => {
    const [brand] = await ctx.api.database.db.select().from(brands).limit(1);
    const [klass] = await ctx.api.database.db.select().from(vehicleClasses).limit(1);
    const { ok, refused } = await race('owner/model', (name) => ({ brand_id: brand!.id, name, class_id: klass!.id }), 'Вездеход');
    expect(ok).toBe(1);
    expect(refused).toEqual(Array(19).fill('model_name_taken'));
    const rows = await ctx.api.database.db
      .select()
      .from(models)
      .where(sql`lower(${models.name}) = 'вездеход'`);
    expect(rows).toHaveLength(1);
  });

  it('a name whose lower case differs between JavaScript and the database (a final Σ) is still refused, not a 500', async () => {
    const [brand] = await ctx.api.database.db.select().from(brands).limit(1);
    const [klass] = await ctx.api.database.db.select().from(vehicleClasses).limit(1);
    const model = { brand_id: brand!.id, name: 'ΟΔΟΣ', class_id: klass!.id };
    expect((await ctx.post('owner/model', model)).status).toBe(200);
    const again = await ctx.post('owner/model', model);
    expect([again.status, again.body.code, again.body.field]).toEqual([409, 'model_name_taken', 'name']);
    const group = { name: 'ΟΔΟΣ', percent: 5, is_active: true };
    expect((await ctx.post('owner/discount-group', group)).status).toBe(200);
    const twice = await ctx.post('owner/discount-group', group);
    expect([twice.status, twice.body.code, twice.body.field]).toEqual([409, 'group_name_taken', 'name']);
  });

  it('a rename onto a name taken in another case is refused; a change of case of its own name is kept', async () => {
    const first = (await ctx.post('owner/company', { name: 'Лютик', contract_text: '', pays_by_contract: false })).body.data.id;
    const second = (await ctx.post('owner/company', { name: 'Василёк', contract_text: '', pays_by_contract: false })).body.data.id;
    const renamed = await ctx.post('owner/company', { id: second, name: 'ЛЮТИК', contract_text: '', pays_by_contract: false });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ code: 'company_name_taken', field: 'name', details: 'Компания «ЛЮТИК» уже есть' });
    const ownCase = await ctx.post('owner/company', { id: first, name: 'ЛЮТИК', contract_text: '', pays_by_contract: false });
    expect(ownCase.status).toBe(200);
  });
});

describe('a unique violation at the edge', () => {
  it('is answered as the refusal of its index, with the field, when a write bypasses the check', async () => {
    const db = ctx.api.database.db;
    await db.insert(discountGroups).values({ name: 'Таксопарк', percent: 10, isActive: true });
    const err = await db
      .insert(discountGroups)
      .values({ name: 'ТАКСОПАРК', percent: 10, isActive: true })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).not.toBeNull();
    const answer = errorAnswer(err, pino({ level: 'silent' }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'group_name_taken', field: 'name', params: { name: 'таксопарк' } });
  });

  it('leaves an error of another kind a 500', () => {
    expect(errorAnswer(new Error('boom'), pino({ level: 'silent' })).status).toBe(500);
  });
});
