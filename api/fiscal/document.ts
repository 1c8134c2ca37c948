import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients, orderItems, orders, payments } from '../db/schema';

/** A receipt as any cash register takes it: kopecks throughout. */
export interface FiscalDocument {
  /** Ours, unique per payment: the register refuses a second document with it, so a retry never fiscalises twice. */
  externalId: string;
  operation: 'sell' | 'sell_refund';
  at: Date;
  /** Where the electronic receipt goes: the client's phone when known. */
  clientPhone: string | null;
  items: Array<{ name: string; price: number; quantity: number; sum: number }>;
  method: 'card' | 'cash' | 'fuel';
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
    .select({ name: orderItems.name, price: orderItems.price, quantity: orderItems.quantity, sum: orderItems.sum })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), ne(orderItems.status, 'canceled')))
    .orderBy(asc(orderItems.id));
  const linesTotal = lines.reduce((n, l) => n + l.sum, 0);
  if (payment.kind === 'payment' && linesTotal === payment.sum && lines.length) {
    // The price of a line after its discount: the register checks price × quantity = sum.
    return { ...base, items: lines.map((l) => ({ name: l.name, quantity: l.quantity, sum: l.sum, price: l.sum % l.quantity === 0 ? l.sum / l.quantity : l.sum })).map(fixQuantity) };
  }
  return { ...base, items: [{ name: `Услуги по заказу №${order.id}`, price: payment.sum, quantity: 1, sum: payment.sum }] };
}

/** A line whose sum does not divide by its quantity is sold as one unit of its whole sum. */
function fixQuantity(item: { name: string; price: number; quantity: number; sum: number }) {
  return item.price * item.quantity === item.sum ? item : { ...item, price: item.sum, quantity: 1 };
}
