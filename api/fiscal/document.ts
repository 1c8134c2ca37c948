import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients, orderItems, orders, payments } from '../db/schema';
import type { PaymentMethod } from '../contract/order-states';

/** A receipt as any cash register takes it: kopecks throughout. */
export interface FiscalDocument {
  /** Ours, unique per payment: the register refuses a second document with it, so a retry never fiscalises twice. */
  externalId: string;
  operation: 'sell' | 'sell_refund';
  at: Date;
  /** Where the electronic receipt goes: the client's phone when known. */
  clientPhone: string | null;
  items: Array<{ name: string; price: number; quantity: number; sum: number }>;
  method: PaymentMethod;
  total: number;
}

/**
 * The receipt of one payment or refund. Paid in one go, it lists the order's lines as the
 * client bought them; a part payment or a refund is one line "Услуги по заказу №N" of its
 * sum (docs/decisions/022: how a receipt lists a payment).
 */
export async function fiscalDocumentOf(db: Db, paymentId: number, generation = 0): Promise<FiscalDocument> {
  const [row] = await db
    .select({ payment: payments, order: orders, phone: clients.phone })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} not found`);
  const { payment, order } = row;
  const base = {
    externalId: `washdesk-payment-${payment.id}${generation ? `-${generation}` : ''}`,
    operation: payment.kind === 'payment' ? ('sell' as const) : ('sell_refund' as const),
    at: payment.addedAt,
    clientPhone: row.phone,
    method: payment.method,
    total: payment.sum,
  };
  const lines = await db
    .select({ name: orderItems.name, quantity: orderItems.quantity, sum: orderItems.sum })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), ne(orderItems.status, 'canceled')))
    .orderBy(asc(orderItems.id));
  const linesTotal = lines.reduce((n, l) => n + l.sum, 0);
  if (payment.kind === 'payment' && linesTotal === payment.sum && lines.length) {
    return { ...base, items: lines.map(receiptLine) };
  }
  return { ...base, items: [{ name: `Услуги по заказу №${order.id}`, price: payment.sum, quantity: 1, sum: payment.sum }] };
}

/**
 * A line as the register takes it, priced after its discount (the register checks price ×
 * quantity = sum): a sum that does not divide by its quantity is sold as one unit of it.
 */
function receiptLine(l: { name: string; quantity: number; sum: number }) {
  return l.sum % l.quantity === 0
    ? { name: l.name, quantity: l.quantity, sum: l.sum, price: l.sum / l.quantity }
    : { name: l.name, quantity: 1, sum: l.sum, price: l.sum };
}
