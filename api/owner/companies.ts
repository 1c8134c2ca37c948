import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { normalizePhone } from '../contract/phones';
import type { OwnerCompany } from '../contract/owner-staff';
import type { Db } from '../db/database';
import { clients, companies } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, invalid, notFound } from '../domain/refusal';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';

/** Every company with its clients, by name. */
export async function ownerCompanies(db: Db): Promise<OwnerCompany[]> {
  const [rows, members] = await Promise.all([
    db.select().from(companies).orderBy(asc(companies.name)),
    db
      .select({
        id: clients.id,
        phone: clients.phone,
        name: clients.name,
        companyId: clients.companyId,
      })
      .from(clients)
      .where(sql`${clients.companyId} is not null`)
      .orderBy(asc(clients.phone)),
  ]);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    contract_text: c.contractText,
    pays_by_contract: c.paysByContract,
    clients: members.filter((m) => m.companyId === c.id).map(({ id, phone, name }) => ({ id, phone, name })),
  }));
}

/**
 * A new company, or a change of one. Whether it pays by contract is read when an order's
 * client is set: orders already taken keep their terms (docs/domain.md 'Money and discounts').
 */
export async function saveCompany(
  ctx: OwnerContext,
  input: {
    id?: number;
    name: string;
    contract_text: string;
    pays_by_contract: boolean;
  }
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(sql`lower(${companies.name})`, input.name.toLowerCase()), input.id ? ne(companies.id, input.id) : undefined));
    if (same) throw conflict('company_name_taken', { name: input.name });
    const fields = {
      name: input.name,
      contractText: input.contract_text,
      paysByContract: input.pays_by_contract,
    };
    if (input.id === undefined) {
      const [row] = await tx.insert(companies).values(fields).returning({ id: companies.id });
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'company.created',
        entity: 'company',
        entityId: row!.id,
        after: fields,
      });
      return row!.id;
    }
    const [before] = await tx.select().from(companies).where(eq(companies.id, input.id));
    if (!before) throw notFound('company_not_found', { id: input.id });
    await tx.update(companies).set(fields).where(eq(companies.id, input.id));
    const { id: _id, ...was } = before;
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'company.changed',
      entity: 'company',
      entityId: input.id,
      before: was,
      after: fields,
    });
    return input.id;
  }).catch((err: unknown) => {
    // The check above reads before writing: a save that met this one is refused by the index.
    throw isUniqueViolation(err, 'companies_name_idx') ? conflict('company_name_taken', { name: input.name }) : err;
  });
}

/** A client joins a company (a new client is made for a phone never seen) or leaves it. */
export async function setCompanyClient(ctx: OwnerContext, input: { company_id: number; phone: string; attach: boolean }): Promise<void> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw invalid('phone_invalid');
  await ctx.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.company_id));
    if (!company) throw notFound('company_not_found', { id: input.company_id });
    let [client] = await tx.select().from(clients).where(eq(clients.phone, phone));
    if (!input.attach) {
      if (!client || client.companyId !== company.id)
        throw conflict('client_not_in_company', {
          phone,
          company: company.name,
        });
      await tx.update(clients).set({ companyId: null }).where(eq(clients.id, client.id));
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'company.client_removed',
        entity: 'company',
        entityId: company.id,
        before: { phone },
        after: null,
      });
      return;
    }
    if (!client) [client] = await tx.insert(clients).values({ phone }).returning();
    if (client!.companyId === company.id) return;
    await tx.update(clients).set({ companyId: company.id }).where(eq(clients.id, client!.id));
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'company.client_added',
      entity: 'company',
      entityId: company.id,
      before: { company_id: client!.companyId },
      after: { phone },
    });
  });
}
