import fc from 'fast-check';

/**
 * The steps of the model-based test of the money (api/orders/order-model.test.ts): every call
 * that changes an order, by the master and the cashier, and time passing for parking.
 */
export type Who = 'master' | 'cashier';
export type Phone = 'none' | 'new' | 'returning' | 'contract';

/** One step: which call, and the choices it makes (indices are taken modulo what exists). */
export type Step =
  | { t: 'create'; phone: Phone; service: number }
  | { t: 'add'; order: number; service: number; quantity: number }
  | { t: 'add-tire'; order: number; service: number; radius: number; profile: number }
  | { t: 'quantity'; order: number; line: number; quantity: number }
  | { t: 'delete'; order: number; line: number }
  | { t: 'workers'; order: number; line: number }
  | { t: 'start' | 'complete' | 'cancel' | 'keys-taken' | 'keys-left' | 'keys-returned' | 'remove-parking' | 'reset-discount'; order: number }
  | { t: 'mark' | 'cancel-item'; order: number; line: number }
  | { t: 'phone'; order: number; phone: Phone }
  | { t: 'pay'; order: number; part: number; method: number }
  | { t: 'refund'; order: number; part: number }
  | { t: 'discount'; order: number; percent: number; rightCode: boolean }
  | { t: 'group'; order: number; group: number }
  | { t: 'switch'; order: number; method: number }
  | { t: 'time'; minutes: number };

/** The arbitraries: which order and line a step picks, the phone a client gives, and the steps. */
const order = fc.nat(5);
const line = fc.nat(4);
export const phoneArb = fc.constantFrom<Phone>('none', 'new', 'new', 'returning', 'returning', 'contract');
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('create' as const), phone: phoneArb, service: fc.nat(6) }) },
  { weight: 6, arbitrary: fc.record({ t: fc.constant('add' as const), order, service: fc.nat(6), quantity: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('add-tire' as const), order, service: fc.nat(6), radius: fc.nat(9), profile: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('quantity' as const), order, line, quantity: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('delete' as const), order, line }) },
  { weight: 8, arbitrary: fc.record({ t: fc.constant('workers' as const), order, line }) },
  ...(['start', 'complete', 'cancel', 'keys-taken', 'keys-left', 'keys-returned', 'remove-parking', 'reset-discount'] as const).map((t) => ({
    weight: t === 'start' || t === 'complete' ? 4 : 2,
    arbitrary: fc.record({ t: fc.constant(t), order }),
  })),
  { weight: 6, arbitrary: fc.record({ t: fc.constantFrom('mark' as const, 'cancel-item' as const, 'cancel-item' as const), order, line }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('phone' as const), order, phone: phoneArb }) },
  { weight: 8, arbitrary: fc.record({ t: fc.constant('pay' as const), order, part: fc.constantFrom(0.5, 1, 1, 1, 1.2), method: fc.nat(3) }) },
  { weight: 6, arbitrary: fc.record({ t: fc.constant('refund' as const), order, part: fc.constantFrom(0.5, 1, 1, 1.5) }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('discount' as const), order, percent: fc.constantFrom(5, 10, 20, 40, 100), rightCode: fc.constantFrom(true, true, false) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('group' as const), order, group: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('switch' as const), order, method: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('time' as const), minutes: fc.constantFrom(5, 61, 150, 24 * 60, 20 * 24 * 60) }) },
);
