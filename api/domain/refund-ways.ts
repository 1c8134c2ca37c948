import type { FuelCard, PaymentMethod } from '../contract/order-states';

/** One payment or refund of an order, as the rule reads it (kopecks, above zero). */
export interface MoneyLine {
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  fuelCardName: FuelCard | null;
  sum: number;
}

/** A way money moves: cash, a bank card, or one of the fuel cards. */
export interface MoneyWay {
  method: PaymentMethod;
  fuelCardName: FuelCard | null;
}

const sameWay = (line: MoneyWay, way: MoneyWay) =>
  line.method === way.method && (way.method !== 'fuel' || line.fuelCardName === way.fuelCardName);

/** What the order took by one way and what went back by it, in kopecks. */
export function wayTotals(lines: readonly MoneyLine[], way: MoneyWay): { paid: number; refunded: number } {
  let paid = 0;
  let refunded = 0;
  for (const line of lines) {
    if (!sameWay(line, way)) continue;
    if (line.kind === 'payment') paid += line.sum;
    else refunded += line.sum;
  }
  return { paid, refunded };
}

/**
 * What may still go back to the client by a card or a fuel card (docs/decisions/055): what the
 * order took by it, less what went back by it. A bank's terminal returns money only to the card
 * it came from, and a fuel card's processing likewise, so a refund by card of a cash payment
 * would be money written down as given that never left. Cash has no such bound (the drawer's
 * count bounds it instead): null.
 */
export function refundRoom(lines: readonly MoneyLine[], way: MoneyWay): number | null {
  if (way.method === 'cash') return null;
  const { paid, refunded } = wayTotals(lines, way);
  return paid - refunded;
}

/** What each card and fuel card may still give back (kopecks): the refund form offers the ways that can, each up to this. */
export function refundRooms(lines: readonly MoneyLine[]): { card: number; yandex: number; petrol: number } {
  const room = (way: MoneyWay) => refundRoom(lines, way) ?? 0;
  return {
    card: room({ method: 'card', fuelCardName: null }),
    yandex: room({ method: 'fuel', fuelCardName: 'yandex' }),
    petrol: room({ method: 'fuel', fuelCardName: 'petrol' }),
  };
}

/**
 * Whether a switch of one line's method would leave a card or fuel card having given back more
 * than it took: a payment moved off it, or a refund moved onto it. Only the ways the switch
 * touches are read, so an order written before the rule keeps its other lines switchable.
 */
export function switchOverdraws(lines: readonly MoneyLine[], switched: MoneyLine, to: MoneyWay): boolean {
  const after = lines.map((line) => (line === switched ? { ...line, ...to } : line));
  const touched = switched.kind === 'payment' ? switched : to;
  const room = refundRoom(after, touched);
  return room !== null && room < 0;
}

/**
 * A card or fuel card payment that the refunds by its way need: moved to any other way, that
 * way would have given back more than it took. Its method is locked whatever the new one, so
 * the order answer can say so before anyone tries (`switch_refund_way`).
 */
export function paymentHoldsRefunds(lines: readonly MoneyLine[], payment: MoneyLine): boolean {
  if (payment.kind !== 'payment' || payment.method === 'cash') return false;
  const room = refundRoom(lines, payment);
  return room !== null && room - payment.sum < 0;
}
