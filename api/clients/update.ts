import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { OPEN_JOB_STATUSES } from '../contract/order-states';
import { touchOrders } from '../orders/change-feed';
import { lockOrders } from '../orders/lock';
import type { Db } from '../db/database';
import { clientNotes, clients, orders } from '../db/schema';
import { recordChange } from '../audit/record';
import { conflict, notFound } from '../domain/refusal';

export interface ClientUpdate {
  client_id: number;
  name?: string | null | undefined;
  marketing_consent?: boolean | undefined;
  order_messages?: boolean | undefined;
  note?: string | undefined;
  remove_note_id?: number | undefined;
}

/**
 * `client/update`: the name, the consent to be contacted (with who recorded it and when), a
 * note added or removed, in one transaction, each audited. The audit keeps a note's number,
 * not its text: a note may say things about the person that an erasure must not leave behind.
 */
export async function updateClient(db: Db, userId: number, input: ClientUpdate, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await lockClients(tx, [input.client_id]))[0]!;
    refuseGone(before);
    const audit = (action: string, was: unknown, is: unknown) =>
      recordChange(tx, { userId, action, entity: 'client', entityId: before.id, before: was, after: is });
    if (input.name !== undefined && input.name !== before.name) {
      await tx.update(clients).set({ name: input.name }).where(eq(clients.id, before.id));
      await audit('client.name', { name: before.name }, { name: input.name });
    }
    if (input.marketing_consent !== undefined && input.marketing_consent !== before.marketingConsent) {
      await tx
        .update(clients)
        .set({ marketingConsent: input.marketing_consent, consentAt: now, consentBy: userId })
        .where(eq(clients.id, before.id));
      await audit('client.consent', { consent: before.marketingConsent }, { consent: input.marketing_consent });
    }
    if (input.order_messages !== undefined && input.order_messages === before.serviceSmsOff) {
      await tx.update(clients).set({ serviceSmsOff: !input.order_messages }).where(eq(clients.id, before.id));
      await audit('client.order_messages', { order_messages: !before.serviceSmsOff }, { order_messages: input.order_messages });
    }
    if (input.remove_note_id !== undefined) {
      const [removed] = await tx
        .delete(clientNotes)
        .where(and(eq(clientNotes.id, input.remove_note_id), eq(clientNotes.clientId, before.id)))
        .returning({ id: clientNotes.id });
      if (!removed) throw notFound('client_note_not_found', { id: input.remove_note_id });
      await audit('client.note_removed', { note_id: removed.id }, null);
    }
    if (input.note !== undefined) {
      const [note] = await tx
        .insert(clientNotes)
        .values({ clientId: before.id, text: input.note, authorId: userId, createdAt: now })
        .returning({ id: clientNotes.id });
      await audit('client.note_added', null, { note_id: note!.id });
    }
    // Open screens of this client (the card, an order at the desk or the bay) read it again.
    await touchOrders(tx, await ordersOnScreens(tx, before.id), ['client']);
  });
}

/**
 * The orders of a client that open screens show: those still at the wash or needing the desk,
 * and the latest one (the card follows the client through it). Not all of a regular's 500.
 */
async function ordersOnScreens(tx: Db, clientId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), or(inArray(orders.jobStatus, [...OPEN_JOB_STATUSES]), eq(orders.needsCashier, true))));
  const [latest] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.clientId, clientId)).orderBy(desc(orders.id)).limit(1);
  return [...new Set([...rows.map((r) => r.id), ...(latest ? [latest.id] : [])])];
}

/** A client merged into another or erased is changed no more. */
export function refuseGone(client: typeof clients.$inferSelect): void {
  if (client.mergedIntoId) throw conflict('client_merged', { id: client.id, into: client.mergedIntoId });
  if (client.forgottenAt) throw conflict('client_forgotten', { id: client.id });
}

/**
 * Locks the orders of these clients, in the order of their ids, before a merge or an erasure
 * locks the clients: every change of an order locks the order first and its client after
 * (the visits, api/orders/order-change.ts), so both take them in the same order.
 */
export async function lockOrdersOf(tx: Db, clientIds: readonly number[]): Promise<void> {
  await lockOrders(tx, inArray(orders.clientId, [...clientIds]));
}

/**
 * Locks clients in the order of their ids (two merges that cross wait, never deadlock). `no
 * key update`: an order written meanwhile checks its client's row as a foreign key (a key
 * share lock), which this lock lets through, so that a change of an order that already holds
 * the change feed's lock never waits here (docs/decisions/038).
 */
export async function lockClients(tx: Db, ids: readonly number[]) {
  const rows = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for('no key update');
    if (!row) throw notFound('client_not_found', { id });
    rows.push(row);
  }
  return rows;
}
