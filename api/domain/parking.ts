/**
 * Parking (docs/domain.md 'Payment'): a car left after its order is done is charged per started
 * hour past the free hours, until the order is paid or its keys are handed back, and never
 * more than a cap per order. Pure arithmetic on kopecks and instants; the order's
 * derivation (order-state.ts) decides when it runs.
 */
export const HOUR_MS = 3_600_000;
export const PARKING_NAME = 'Парковка';

export interface ParkingRules {
  /** Kopecks per started hour. */
  rate: number;
  freeHours: number;
  /** Kopecks; the most one order is ever charged for parking. */
  max: number;
}

export interface ParkingFacts {
  /** Parking runs only for done orders, from `done_at`. */
  doneAt: Date | null;
  /** When the order was paid in full or its keys were handed back: the clock stops there. */
  stoppedAt: Date | null;
  /** The cashier removed the charge; it is not charged again for this order. */
  removed: boolean;
  /** A contract company pays for the order; the desk charges nothing. */
  byContract: boolean;
}

export interface Parking {
  /** Started hours past the free time. */
  hours: number;
  rate: number;
  /** What the order is charged, in kopecks: hours × rate, at most the cap. */
  sum: number;
  /** hours × rate went past the cap. */
  capped: boolean;
  /** When the charge grows next (null once it cannot grow any more). */
  nextAt: Date | null;
}

export const NO_PARKING: Parking = { hours: 0, rate: 0, sum: 0, capped: false, nextAt: null };

/** The parking charge at `now` (or at the moment the clock stopped, if earlier). */
export function parkingAt(facts: ParkingFacts, now: Date, rules: ParkingRules): Parking {
  if (!facts.doneAt || facts.removed || facts.byContract || rules.rate <= 0) return NO_PARKING;
  const until = facts.stoppedAt && facts.stoppedAt < now ? facts.stoppedAt : now;
  const freeEnds = facts.doneAt.getTime() + rules.freeHours * HOUR_MS;
  const over = until.getTime() - freeEnds;
  const hours = over > 0 ? Math.ceil(over / HOUR_MS) : 0;
  const full = hours * rules.rate;
  const sum = Math.min(full, Math.max(rules.max, 0));
  const growing = !facts.stoppedAt && sum < rules.max;
  // The next started hour begins just after the current one ends.
  return { hours, rate: rules.rate, sum, capped: full > rules.max, nextAt: growing ? new Date(freeEnds + hours * HOUR_MS + 1) : null };
}
