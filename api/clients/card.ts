import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { clientNotes, clients, companies, orders, users } from '../db/schema';
import { PAID_STATUSES } from '../contract/order-states';
import { businessMonth, startOfBusinessDate } from '../domain/business-time';
import { toRoubles } from '../domain/money';
import { conflict, notFound } from '../domain/refusal';
import { businessRulesOf } from '../owner/business-rules';
import { loyaltyOf } from '../orders/loyalty';
import { carSummaries } from './car-summary';
import { visitPage } from './visit-rows';

/**
 * A client by id with its company and the name of whoever noted its consent; one merged into
 * another is refused with the one to open instead.
 */
export async function clientRow(db: Db, id: number) {
  const [row] = await clientWithCompany(db).execute({ id });
  if (!row) throw notFound('client_not_found', { id });
  if (row.client.mergedIntoId) throw conflict('client_merged', { id, into: row.client.mergedIntoId });
  return row;
}

// The card's reads by the client's id (db/prepared.ts): every order's page shows its client's brief.
const clientWithCompany = prepared((db) =>
  db
    .select({ client: clients, company: companies, consentBy: users.name })
    .from(clients)
    .leftJoin(companies, eq(companies.id, clients.companyId))
    .leftJoin(users, eq(users.id, clients.consentBy))
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare('client_row'),
);

const mergedPhones = prepared((db) =>
  db
    .select({ phone: clients.phone })
    .from(clients)
    .where(eq(clients.mergedIntoId, sql.placeholder('id')))
    .orderBy(asc(clients.id))
    .prepare('client_merged_phones'),
);

const clientNotesOf = prepared((db) =>
  db
    .select({ id: clientNotes.id, text: clientNotes.text, at: clientNotes.createdAt, author: users.name })
    .from(clientNotes)
    .leftJoin(users, eq(users.id, clientNotes.authorId))
    .where(eq(clientNotes.clientId, sql.placeholder('id')))
    .orderBy(desc(clientNotes.id))
    .prepare('client_notes'),
);

const isPaid = inArray(orders.payStatus, [...PAID_STATUSES]);

const clientMoney = prepared((db) =>
  db
    .select({
      visits: count(),
      paid: sql<string>`count(*) filter (where ${isPaid})`,
      spent: sql<string>`coalesce(sum(${orders.sumFinal}) filter (where ${isPaid}), 0)`,
      first: sql<unknown>`min(${orders.createdAt})`,
      last: sql<unknown>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(and(eq(orders.clientId, sql.placeholder('id')), sql`not ${orders.isDraft} and ${orders.jobStatus} <> 'canceled'`))
    .prepare('client_money'),
);

const paidThisMonth = prepared((db) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.clientId, sql.placeholder('id')), isPaid, gte(orders.payAt, sql.placeholder('monthStart'))))
    .prepare('client_paid_this_month'),
);

/**
 * The next loyalty step for a client with `done` paid orders this month: its orders, its
 * percent, the orders left and how far along (0–100); null at the top step.
 */
export function nextLoyaltyStep(done: number, steps: ReadonlyArray<{ minOrders: number; percent: number }>) {
  const next = [...steps].sort((a, b) => a.minOrders - b.minOrders).find((s) => s.minOrders > done);
  if (!next) return null;
  return {
    orders: next.minOrders,
    percent: next.percent,
    left: next.minOrders - done,
    progress: Math.floor((done * 100) / next.minOrders),
  };
}

/** `client/{id}`: the client's card (docs/screens.md 'The client's card'). */
export async function clientCard(db: Db, id: number, visitsPage: number, timeZone: string, now: Date) {
  const monthStart = startOfBusinessDate(businessMonth(now, timeZone), timeZone);
  // All by the client's id, so they start beside its row instead of after it.
  const [{ client, company, consentBy }, merged, notes, clientCars, [money], [month], visits, rules] = await Promise.all([
    clientRow(db, id),
    mergedPhones(db).execute({ id }),
    clientNotesOf(db).execute({ id }),
    carSummaries(db, sql`k.client_id = ${id}`),
    clientMoney(db).execute({ id }),
    paidThisMonth(db).execute({ id, monthStart }),
    visitPage(db, 'client', id, visitsPage),
    businessRulesOf(db),
  ]);
  const forgotten = client.forgottenAt !== null;
  const paidVisits = Number(money?.paid ?? 0);
  const spent = Number(money?.spent ?? 0);
  const monthOrders = Number(month?.n ?? 0);
  const byContract = Boolean(company?.paysByContract);
  return {
    id: client.id,
    phone: client.phone,
    other_phones: merged.map((m) => m.phone).filter((p): p is string => p !== null),
    name: client.name,
    created_at: client.createdAt.toISOString(),
    forgotten_at: client.forgottenAt?.toISOString() ?? null,
    company: company ? { id: company.id, name: company.name, pays_by_contract: company.paysByContract } : null,
    consent: { given: client.marketingConsent, at: client.consentAt?.toISOString() ?? null, by: consentBy },
    order_messages: !client.serviceSmsOff,
    // A forgotten client's card names no car.
    cars: forgotten ? [] : clientCars.map(({ client_id: _owner, ...car }) => car),
    money: {
      spent: toRoubles(spent),
      average_check: paidVisits ? toRoubles(Math.round(spent / paidVisits)) : 0,
      paid_visits: paidVisits,
      visits: Number(money?.visits ?? 0),
      first_visit: money?.first ? new Date(money.first as string).toISOString() : null,
      last_visit: money?.last ? new Date(money.last as string).toISOString() : null,
    },
    // A contract client's orders take the company's terms only (decision 027): no loyalty.
    loyalty:
      forgotten || byContract
        ? { percent: 0, month_orders: monthOrders, next: null }
        : {
            percent: await loyaltyOf(db, client, timeZone, now, rules.loyaltySteps),
            month_orders: monthOrders,
            next: nextLoyaltyStep(monthOrders, rules.loyaltySteps),
          },
    notes: notes.map((n) => ({ id: n.id, text: n.text, author: n.author, at: n.at.toISOString() })),
    visits,
  };
}
