import fc from 'fast-check';

/**
 * The steps of the model-based test of the money (api/orders/order-model.test.ts): every call
 * that changes an order, by the master and the desk (two cashiers and the owner, each with a
 * drawer), the desk's shifts and cash moves, and time passing for parking.
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
  | {
      t: 'start' | 'complete' | 'cancel' | 'keys-taken' | 'keys-left' | 'keys-returned' | 'remove-parking' | 'reset-discount';
      order: number;
    }
  | { t: 'mark' | 'cancel-item'; order: number; line: number }
  | { t: 'phone'; order: number; phone: Phone }
  | { t: 'pay'; order: number; part: number; method: number; who: number }
  | { t: 'refund'; order: number; part: number; who: number; cash: boolean }
  | { t: 'discount'; order: number; percent: number; rightCode: boolean }
  | { t: 'group'; order: number; group: number }
  /** An approved manual discount, then the car into one group and another (a group never lowers the discount in force). */
  | { t: 'discount-groups'; order: number; percent: number; groups: [number, number] }
  | { t: 'switch'; order: number; method: number; who: number; payment: number }
  /** The desk's drawers: `who` is a desk person (two cashiers and the owner), `repeat` sends the form again with its key. */
  | { t: 'cash-move'; who: number; kind: 'in' | 'out'; sum: number; repeat: boolean }
  | { t: 'shift-open'; who: number; float: number }
  | { t: 'shift-close'; who: number; target: number; delta: number; repeat: boolean }
  | { t: 'time'; minutes: number };

/** The arbitraries: which order and line a step picks, the phone a client gives, who at the desk, and the steps. */
const order = fc.nat(5);
const line = fc.nat(4);
const who = fc.nat(2);
export const phoneArb = fc.constantFrom<Phone>('none', 'new', 'new', 'returning', 'returning', 'contract');
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('create' as const), phone: phoneArb, service: fc.nat(6) }) },
  {
    weight: 6,
    arbitrary: fc.record({ t: fc.constant('add' as const), order, service: fc.nat(6), quantity: fc.integer({ min: 1, max: 3 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('add-tire' as const), order, service: fc.nat(6), radius: fc.nat(9), profile: fc.nat(3) }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('quantity' as const), order, line, quantity: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('delete' as const), order, line }) },
  { weight: 8, arbitrary: fc.record({ t: fc.constant('workers' as const), order, line }) },
  ...(['start', 'complete', 'cancel', 'keys-taken', 'keys-left', 'keys-returned', 'remove-parking', 'reset-discount'] as const).map(
    (t) => ({
      weight: t === 'start' || t === 'complete' ? 4 : 2,
      arbitrary: fc.record({ t: fc.constant(t), order }),
    }),
  ),
  { weight: 6, arbitrary: fc.record({ t: fc.constantFrom('mark' as const, 'cancel-item' as const, 'cancel-item' as const), order, line }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('phone' as const), order, phone: phoneArb }) },
  {
    weight: 8,
    arbitrary: fc.record({ t: fc.constant('pay' as const), order, part: fc.constantFrom(0.5, 1, 1, 1, 1.2), method: fc.nat(3), who }),
  },
  {
    weight: 8,
    arbitrary: fc.record({ t: fc.constant('refund' as const), order, part: fc.constantFrom(0.5, 1, 1, 1.5), who, cash: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('discount' as const),
      order,
      percent: fc.constantFrom(5, 10, 20, 40, 100),
      rightCode: fc.constantFrom(true, true, false),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('group' as const), order, group: fc.nat(5) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('discount-groups' as const),
      order,
      percent: fc.constantFrom(10, 10, 40),
      groups: fc.tuple(fc.nat(5), fc.nat(5)),
    }),
  },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('switch' as const), order, method: fc.nat(3), who, payment: fc.nat(4) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('cash-move' as const),
      who,
      kind: fc.constantFrom('in' as const, 'out' as const),
      sum: fc.constantFrom(50, 300, 1500, 20_000),
      repeat: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('shift-open' as const), who, float: fc.constantFrom(0, 500, 3000) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('shift-close' as const),
      who,
      target: fc.nat(2),
      delta: fc.constantFrom(0, 0, -100, 50),
      repeat: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('time' as const), minutes: fc.constantFrom(5, 61, 150, 24 * 60, 20 * 24 * 60) }) },
);
