import { expect } from 'vitest';
import type { ShiftReport } from '../../contract/shifts';
import type { TestApi } from '../test-api';

/**
 * The drawers of the model-based money test, kept by the test from what it did and nothing
 * else: each shift's float, the payments and refunds it took (with their method after every
 * switch the API accepted) and its cash in and out. After every step each shift the run knows
 * must report the cash the test computes: float + cash in − cash out + cash taken − cash
 * given back (docs/domain.md 'Cash shifts'), a closed one frozen at its close.
 * All figures in kopecks.
 */
export interface DeskPerson {
  name: string;
  token: string;
  userId: number;
  role: 'cashier' | 'owner';
}

interface ShiftModel {
  id: number;
  person: number;
  float: number;
  closed: { expected: number; counted: number } | null;
}

interface MoneyModel {
  id: number;
  shiftId: number;
  kind: 'payment' | 'refund';
  method: string;
  fuelCard: string | null;
  sum: number;
}

export class DrawerModel {
  readonly shifts = new Map<number, ShiftModel>();
  readonly money = new Map<number, MoneyModel>();
  readonly moves: Array<{ shiftId: number; kind: 'in' | 'out'; sum: number }> = [];
  /** The shifts a run touched (opened, moved cash in, took money in, closed): checked after every step. */
  readonly touched = new Set<number>();

  constructor(readonly desk: readonly DeskPerson[]) {}

  /** The open shift of a desk person, or undefined. */
  openOf(person: number): ShiftModel | undefined {
    return [...this.shifts.values()].find((s) => s.person === person && !s.closed);
  }

  /** The newest shift of a desk person, open or closed. */
  lastOf(person: number): ShiftModel | undefined {
    return [...this.shifts.values()].filter((s) => s.person === person).at(-1);
  }

  opened(person: number, id: number, float: number) {
    this.shifts.set(id, { id, person, float, closed: null });
    this.touched.add(id);
  }

  took(m: MoneyModel) {
    this.money.set(m.id, m);
    this.touched.add(m.shiftId);
  }

  moved(shiftId: number, kind: 'in' | 'out', sum: number) {
    this.moves.push({ shiftId, kind, sum });
    this.touched.add(shiftId);
  }

  closedWith(shiftId: number, counted: number) {
    const shift = this.shifts.get(shiftId)!;
    shift.closed = { expected: this.expected(shiftId), counted };
    this.touched.add(shiftId);
  }

  /** What the shift's money comes to, from what the test did: cash only, by the method now. */
  figures(shiftId: number) {
    const shift = this.shifts.get(shiftId)!;
    const cash = [...this.money.values()].filter((m) => m.shiftId === shiftId && m.method === 'cash');
    const sum = (list: ReadonlyArray<{ sum: number }>) => list.reduce((s, x) => s + x.sum, 0);
    const moves = this.moves.filter((m) => m.shiftId === shiftId);
    const f = {
      cashPaid: sum(cash.filter((m) => m.kind === 'payment')),
      cashRefunded: sum(cash.filter((m) => m.kind === 'refund')),
      cashIn: sum(moves.filter((m) => m.kind === 'in')),
      cashOut: sum(moves.filter((m) => m.kind === 'out')),
    };
    return { ...f, expected: shift.float + f.cashPaid - f.cashRefunded + f.cashIn - f.cashOut };
  }

  expected(shiftId: number): number {
    return this.figures(shiftId).expected;
  }

  /** Every shift touched in this run, and every one open now (those of earlier runs were checked then). */
  async check(api: TestApi, owner: string, all = false) {
    const ids = all
      ? [...this.shifts.keys()]
      : [...new Set([...this.touched, ...[...this.shifts.values()].filter((s) => !s.closed).map((s) => s.id)])];
    for (const id of ids) {
      const shift = this.shifts.get(id)!;
      const report = (await api.call('GET', `shift/report?shift_id=${id}`, { token: owner })).body.data as ShiftReport;
      const k = (roubles: number) => Math.round(roubles * 100);
      const f = this.figures(id);
      const where = `shift ${id} of ${this.desk[shift.person]!.name}`;
      expect(
        {
          open: report.is_open,
          paid: k(report.cash_paid),
          refunded: k(report.cash_refunded),
          in: k(report.cash_in),
          out: k(report.cash_out),
        },
        where,
      ).toEqual({
        open: !shift.closed,
        paid: f.cashPaid,
        refunded: f.cashRefunded,
        in: f.cashIn,
        out: f.cashOut,
      });
      // Closed, the Z report keeps what was expected at the close, and it is still what the
      // shift's money comes to: nothing moved in or out of a closed drawer since.
      if (shift.closed) {
        expect(f.expected, `${where}: its money since the close`).toBe(shift.closed.expected);
        expect({ counted: k(report.counted_cash!), difference: k(report.difference!) }, `${where}: its count`).toEqual({
          counted: shift.closed.counted,
          difference: shift.closed.counted - shift.closed.expected,
        });
      }
      expect(k(report.expected_cash), `${where}: expected cash = float + cash in − cash out + cash taken − cash given back`).toBe(
        f.expected,
      );
    }
  }
}
