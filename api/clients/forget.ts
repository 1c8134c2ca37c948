import { eq, inArray, or, sql } from 'drizzle-orm';
import { idList, rawRows } from '../db/raw-rows';
import type { Db } from '../db/database';
import { bookingRequests, cars, clientNotes, clients, customerMessages, orders, smsOutbox } from '../db/schema';
import { recordChange } from '../audit/record';
import { touchOrders } from '../orders/change-feed';
import { lockClients, lockOrdersOf, refuseGone } from './update';
import { mergedInto } from './merge';

/**
 * `client/forget` (owner, 152-ФЗ): the person's name, phones (their own and those merged into
 * them), notes and consent are erased; their cars belong to nobody; their orders keep dates,
 * services and money, linked to a client without personal data, who is found by nothing.
 * The audit log loses them too (`scrubAudit`). The audit entry says that the client was erased
 * and how many rows of the log lost values, never the values. The client's orders are locked
 * before the client, as every change of an order locks them (no deadlock with one under way).
 */
export async function forgetClient(db: Db, userId: number, clientId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCodeRequestsOf(tx, clientId);
    await lockOrdersOf(tx, [clientId]);
    const client = (await lockClients(tx, [clientId]))[0]!;
    refuseGone(client);
    const aliases = await mergedInto(tx, client.id);
    const people = [client, ...aliases];
    const ids = people.map((p) => p.id);
    const phones = people.map((p) => p.phone).filter((p): p is string => Boolean(p));

    await tx
      .update(clients)
      .set({
        phone: null,
        name: null,
        companyId: null,
        marketingConsent: false,
        consentAt: null,
        consentBy: null,
        serviceSmsOff: false,
        forgottenAt: now,
      })
      .where(inArray(clients.id, ids));
    await tx.delete(clientNotes).where(inArray(clientNotes.clientId, ids));
    const detached = await tx.update(cars).set({ clientId: null }).where(inArray(cars.clientId, ids)).returning({ id: cars.id });
    if (phones.length) {
      await tx.update(smsOutbox).set({ phone: '' }).where(inArray(smsOutbox.phone, phones));
      // Messages about their orders, sent or waiting: none goes out to an erased person.
      await tx.delete(customerMessages).where(inArray(customerMessages.phone, phones));
      // Codes asked for by their phone: the requests hold it.
      await tx.delete(bookingRequests).where(inArray(bookingRequests.phone, phones));
    }
    const scrubbed = await scrubAudit(tx, ids, phones);
    // Screens showing these orders read them again: their client has no name or phone now.
    const theirs = await tx.select({ id: orders.id }).from(orders).where(inArray(orders.clientId, ids));
    await touchOrders(
      tx,
      theirs.map((o) => o.id),
      ['client'],
    );
    await recordChange(tx, {
      userId,
      action: 'client.forgotten',
      entity: 'client',
      entityId: client.id,
      before: null,
      after: { merged: aliases.length, cars: detached.length, erased_values: scrubbed },
    });
  });
}

/**
 * The booking codes asked for by the person's phones (their own and those merged into them),
 * locked before the client: a customer's confirmation locks its request, then the client of its
 * phone, and the other way round the two would wait on each other. The phones are read without
 * a lock; the erasure itself reads them again under the client's.
 */
async function lockCodeRequestsOf(tx: Db, clientId: number): Promise<void> {
  const people = await tx
    .select({ phone: clients.phone })
    .from(clients)
    .where(or(eq(clients.id, clientId), eq(clients.mergedIntoId, clientId)));
  const phones = people.map((p) => p.phone).filter((p): p is string => Boolean(p));
  if (!phones.length) return;
  await tx
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(inArray(bookingRequests.phone, phones))
    .orderBy(bookingRequests.id)
    .for('update');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The audit log without the person: in the rows of the erased clients themselves every name
 * (the one erased and any earlier one a rename kept) becomes null, and in any row a value
 * equal to one of their phones (a phone change of an order, a company's client). Only string
 * values are touched, never keys, and the JSON is rewritten whole, so it stays valid whatever
 * the values hold. A name is not looked for elsewhere: another client, a worker or a model may
 * bear it. Answers how many rows changed.
 */
async function scrubAudit(tx: Db, ids: readonly number[], phones: readonly string[]): Promise<number> {
  const holdsPhone = phones.map((p) => sql`or strpos(a.before::text, ${p}) > 0 or strpos(a.after::text, ${p}) > 0`);
  const rows = await rawRows<{ id: number; entity: string; entity_id: number | null; before: Json; after: Json }>(
    tx,
    sql`select a.id, a.entity, a.entity_id, a.before, a.after from audit_log a
        where (a.entity = 'client' and a.entity_id in (${idList(ids)})) ${sql.join(holdsPhone, sql` `)}`,
  );
  const erased = new Set(phones);
  let changed = 0;
  for (const row of rows) {
    const own = row.entity === 'client' && ids.includes(Number(row.entity_id));
    const clean = (value: Json, key: string): Json => {
      if (typeof value === 'string') return erased.has(value) || (own && key === 'name') ? null : value;
      if (Array.isArray(value)) return value.map((v) => clean(v, key));
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v, k)]));
      return value;
    };
    const [before, after] = [clean(row.before, ''), clean(row.after, '')];
    if (JSON.stringify(before) === JSON.stringify(row.before) && JSON.stringify(after) === JSON.stringify(row.after)) continue;
    await tx.execute(
      sql`update audit_log set before = ${JSON.stringify(before)}::jsonb, after = ${JSON.stringify(after)}::jsonb where id = ${row.id}`,
    );
    changed += 1;
  }
  return changed;
}
