import type { FuelCard, PaymentMethod } from '../contract/order-states';
import { refundRoom, type MoneyLine, type MoneyWay } from '../domain/refund-ways';

/** One refund a cashier makes: its way and its sum in kopecks. */
export interface RefundPart {
  method: PaymentMethod;
  fuel_card_name: FuelCard | null;
  sum: number;
}

/** Cards first (they never need the drawer), cash last. */
const WAYS: readonly MoneyWay[] = [
  { method: 'card', fuelCardName: null },
  { method: 'fuel', fuelCardName: 'yandex' },
  { method: 'fuel', fuelCardName: 'petrol' },
  { method: 'cash', fuelCardName: null },
];

/**
 * How a cashier gives an order's refund back (docs/decisions/055): each card and fuel card up to
 * what it took, the rest in cash. The parts always add up to `due`, since cash has no bound but
 * the drawer's.
 */
export function refundParts(lines: readonly MoneyLine[], due: number): RefundPart[] {
  const parts: RefundPart[] = [];
  let left = due;
  for (const way of WAYS) {
    if (left <= 0) break;
    const room = refundRoom(lines, way);
    const sum = room === null ? left : Math.min(left, Math.max(room, 0));
    if (sum <= 0) continue;
    parts.push({ method: way.method, fuel_card_name: way.method === 'fuel' ? way.fuelCardName : null, sum });
    left -= sum;
  }
  return parts;
}

/** An order answer's `pay_transactions` (roubles, a refund negative) as the rule reads them. */
export interface AnsweredMoney {
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  fuel_card_name: FuelCard | null;
  sum: number;
}

export function linesOfAnswer(transactions: readonly AnsweredMoney[]): MoneyLine[] {
  return transactions.map((p) => ({
    kind: p.kind,
    method: p.method,
    fuelCardName: p.fuel_card_name,
    sum: Math.abs(Math.round(p.sum * 100)),
  }));
}
