import { survivingClientOfPhone } from '../orders/intake';
import { asc, eq, sql } from 'drizzle-orm';
import { normalizePhone } from '../contract/phones';
import type { OwnerCompany } from '../contract/owner-staff';
import type { Db } from '../db/database';
import { clients, companies } from '../db/schema';
import { LOCKS } from '../db/locks';
import { conflict, invalid, notFound } from '../domain/refusal';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { saveNamedRow, tableOfNames, type NamedRowKind } from './named-row';

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

type CompanyFields = { name: string; contractText: string; paysByContract: boolean };
const COMPANIES: NamedRowKind<typeof companies.$inferSelect, CompanyFields> = {
  lock: LOCKS.companyNames,
  taken: 'company_name_taken',
  missing: 'company_not_found',
  entity: 'company',
  created: 'company.created',
  changed: 'company.changed',
  ...tableOfNames(companies),
  audited: ({ id: _id, ...was }) => was,
};

/**
 * A new company, or a change of one. Whether it pays by contract is read when an order's
 * client is set: orders already taken keep their terms (docs/domain.md 'Money and discounts').
 */
export function saveCompany(
  ctx: OwnerContext,
  input: { id?: number; name: string; contract_text: string; pays_by_contract: boolean },
): Promise<number> {
  return saveNamedRow(ctx, COMPANIES, input.id, {
    name: input.name,
    contractText: input.contract_text,
    paysByContract: input.pays_by_contract,
  });
}

/** A client joins a company (a new client is made for a phone never seen) or leaves it. */
export async function setCompanyClient(ctx: OwnerContext, input: { company_id: number; phone: string; attach: boolean }): Promise<void> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw invalid('phone_invalid');
  await ctx.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.company_id));
    if (!company) throw notFound('company_not_found', { id: input.company_id });
    // A phone merged into another client is that client (api/clients/merge.ts).
    let client = await survivingClientOfPhone(tx, phone);
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
