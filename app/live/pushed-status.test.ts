import { describe, expect, it } from 'vitest';
import type { OrderChange } from '#contract/live';
import { PAY_STATUS } from '#contract/pay-status';
import { KEPT_CHANGES, KEPT_MS, newerChange, newestChanges, withoutOld, withPushedStatus } from './pushed-status';

const NOW = Date.parse('2026-11-30T12:00:00Z');

/** What a screen draws from the push before its reload answers (decision 049). */
const change = (
  id: number,
  seq: number,
  job_status: OrderChange['job_status'],
  pay_status: OrderChange['pay_status'] = PAY_STATUS.unpaid,
): OrderChange => ({
  id,
  seq,
  job_status,
  pay_status,
  is_wash: true,
  is_tire: false,
  waiting_for_payment: job_status === 'done',
  client_id: null,
  car_id: 1,
  changed: ['job_status'],
});
const row = {
  id: 7,
  seq: 40,
  job_status: 'in_progress' as OrderChange['job_status'],
  pay_status: PAY_STATUS.unpaid as OrderChange['pay_status'],
  sum_final: 1200,
};

describe('a status pushed before the reload answers', () => {
  it('shows on a row read before the change, and nothing else of the row changes', () => {
    const pushed = newestChanges(new Map(), [change(7, 41, 'done')], NOW);
    expect(withPushedStatus(row, pushed)).toEqual({ ...row, job_status: 'done' });
  });

  it('leaves the payment status with the money it was read with', () => {
    // «Частично оплачен» beside «Уже оплачено 0 ₽» would say two things until the reload answers.
    const paid = newestChanges(new Map(), [change(7, 41, 'in_progress', PAY_STATUS.partlyPaid)], NOW);
    expect(withPushedStatus(row, paid)).toEqual(row);
    const finishedAndPaid = newestChanges(new Map(), [change(7, 42, 'done', PAY_STATUS.paid)], NOW);
    expect(withPushedStatus(row, finishedAndPaid)).toEqual({ ...row, job_status: 'done' });
  });

  it('does not undo a row read after the change (a reload that answered first)', () => {
    const pushed = newestChanges(new Map(), [change(7, 41, 'done')], NOW);
    const reread = { ...row, seq: 41, job_status: 'done' as const };
    expect(withPushedStatus(reread, pushed)).toBe(reread);
    // A row read after a later change too: the older push says nothing about it.
    const later = { ...row, seq: 45, job_status: 'canceled' as const };
    expect(withPushedStatus(later, pushed)).toBe(later);
    expect(newerChange(later, pushed)).toBeUndefined();
  });

  it('keeps the newest change of each order, whatever order the pushes come in', () => {
    const once = newestChanges(new Map(), [change(7, 41, 'done'), change(8, 42, 'waiting')], NOW);
    // A page that connected late is sent again what it missed, an older change among them.
    const again = newestChanges(once, [change(7, 39, 'in_progress'), change(7, 44, 'canceled')], NOW);
    expect(again.get(7)?.seq).toBe(44);
    expect(again.get(8)?.seq).toBe(42);
    expect(withPushedStatus(row, again).job_status).toBe('canceled');
    expect(newestChanges(again, [change(7, 43, 'done')], NOW).get(7)?.job_status).toBe('canceled');
  });

  it('leaves an order nobody pushed as it was read', () => {
    const pushed = newestChanges(new Map(), [change(8, 41, 'done')], NOW);
    expect(withPushedStatus(row, pushed)).toBe(row);
  });

  it('keeps a bounded number of changes, dropping those heard longest ago', () => {
    const many = Array.from({ length: KEPT_CHANGES + 20 }, (_, i) => change(i + 1, i + 100, 'done'));
    const pushed = newestChanges(new Map(), many, NOW);
    expect(pushed.size).toBe(KEPT_CHANGES);
    expect(pushed.has(1)).toBe(false);
    expect(pushed.has(KEPT_CHANGES + 20)).toBe(true);
    // Heard again, an order counts as heard last.
    const refreshed = newestChanges(
      pushed,
      [change(21, 10_000, 'canceled'), ...[1, 2].map((n) => change(10_000 + n, 10_000 + n, 'done'))],
      NOW,
    );
    expect(refreshed.has(21)).toBe(true);
    expect(refreshed.has(22)).toBe(false);
  });

  it('drops a change drawn for a while with the next data, so a number no data reaches (restored books) holds nothing for good', () => {
    const pushed = newestChanges(new Map(), [change(7, 41, 'done')], NOW);
    expect(withPushedStatus(row, withoutOld(pushed, NOW + KEPT_MS - 1)).job_status).toBe('done');
    expect(withPushedStatus(row, withoutOld(pushed, NOW + KEPT_MS))).toBe(row);
    // Nothing to drop: the same map, so the screen is not drawn again.
    expect(withoutOld(pushed, NOW + 1)).toBe(pushed);
  });
});
