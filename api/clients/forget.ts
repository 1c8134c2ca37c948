import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, clientNotes, clients, smsOutbox } from '../db/schema';
import { recordChange } from '../audit/record';
import { touchOrders } from '../orders/change-feed';
import { lockClients, refuseGone } from './update';
import { mergedInto } from './merge';

/**
 * JSON columns that may hold a client's phone or name as a value: the audit log (a phone
 * change, a company's client, a name edited), saved answers of repeated payments, and the
 * fiscal receipts' answers. A new column that can hold them belongs here; the erasure test
 * scans every text column of the database for what it erased.
 */
const JSON_COLUMNS = [
  ['audit_log', 'before'],
  ['audit_log', 'after'],
  ['idempotency_keys', 'answer'],
  ['fiscal_receipts', 'fiscal'],
  ['fiscal_receipts', 'last_problem'],
] as const;

/**
 * `client/forget` (owner, 152-ФЗ): the person's name, phones (their own and those merged into
 * them), notes and consent are erased; their cars belong to nobody; their orders keep dates,
 * services and money, linked to a client without personal data, who is found by nothing.
 * Every JSON value equal to an erased phone or name becomes null. The audit entry says that
 * the client was erased and how many values went, never the values.
 */
export async function forgetClient(db: Db, userId: number, clientId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const client = (await lockClients(tx, [clientId]))[0]!;
    refuseGone(client);
    const aliases = await mergedInto(tx, client.id);
    const people = [client, ...aliases];
    const ids = people.map((p) => p.id);
    const values = [...new Set(people.flatMap((p) => [p.phone, p.name]).filter((v): v is string => Boolean(v)))];

    await tx
      .update(clients)
      .set({ phone: null, name: null, companyId: null, marketingConsent: false, consentAt: null, consentBy: null, forgottenAt: now })
      .where(inArray(clients.id, ids));
    await tx.delete(clientNotes).where(inArray(clientNotes.clientId, ids));
    const detached = await tx.update(cars).set({ clientId: null }).where(inArray(cars.clientId, ids)).returning({ id: cars.id });
    const phones = people.map((p) => p.phone).filter((p): p is string => Boolean(p));
    if (phones.length) await tx.update(smsOutbox).set({ phone: '' }).where(inArray(smsOutbox.phone, phones));
    let scrubbed = 0;
    for (const value of values) scrubbed += await scrubJson(tx, value);
    // Screens showing these orders read them again: their client has no name or phone now.
    const orderIds = await tx.execute(
      sql`select id from orders where client_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await touchOrders(
      tx,
      (orderIds as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)),
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

/** Every JSON string equal to `value` in the columns above becomes null; answers how many rows changed. */
async function scrubJson(tx: Db, value: string): Promise<number> {
  const token = JSON.stringify(value);
  // A value, not a key: in jsonb's text a key's closing quote is followed by a colon.
  const asValue = `${token.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')}(?!:)`;
  let rows = 0;
  for (const [table, column] of JSON_COLUMNS) {
    const col = sql.identifier(column);
    const result = await tx.execute(
      sql`update ${sql.identifier(table)} set ${col} = regexp_replace(${col}::text, ${asValue}, 'null', 'g')::jsonb
          where strpos(${col}::text, ${token}) > 0`,
    );
    const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
    rows += Number(counted.rowCount ?? counted.affectedRows ?? 0);
  }
  return rows;
}
