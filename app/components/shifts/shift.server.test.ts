import { describe, expect, it } from 'vitest';
import { said } from '~/test/i18n';
import { redirectOf } from '~/test/route-args';
import { webApiFixture } from '~/test/web-api';
import { shiftAction } from './shift.server';

/** The shift page's close, against a real product API: the cashier's shift opens with no cash in it. */
const web = webApiFixture({ roles: ['cashier'] });

async function act(form: Record<string, string>) {
  return shiftAction(await web.args('cashier', { url: '/cashier/shift', form }));
}
/** The close form as the page sends it: with its key, new for each try the cashier makes. */
let tries = 0;
async function close(form: Record<string, string>) {
  tries += 1;
  return act({ intent: 'close', key: `close-form-try-${tries}`, ...form });
}

describe('closing a shift from the screen', () => {
  it('says a differing count back with its gap, closes with that gap when confirmed, and checks a changed count again', async () => {
    const shift = (await web.get('shift/current', 'cashier')).body.data as { id: number; expected_cash: number };
    expect(shift.expected_cash).toBe(0);
    const shiftId = String(shift.id);

    // 100 ₽ counted in a drawer that should hold nothing: said back, the shift stays open.
    const first = await close({ shift: shiftId, sum: '100' });
    expect(first).toMatchObject({ ok: false, confirm: '100' });
    const refused = first as { error: string; reply?: { error?: Record<string, string[]> } };
    expect(said(refused.reply!.error!.sum![0]!)).toMatch(/^Излишек 100\s₽: в кассе должно быть 0\s₽\./);

    // The count changed before «Закрыть с расхождением»: the new gap is said back, not closed.
    const changed = await close({ shift: shiftId, sum: '150', accept: '100' });
    expect(changed).toMatchObject({ ok: false, confirm: '150' });
    expect((await web.get('shift/current', 'cashier')).body.data).toMatchObject({ id: shift.id, counted_cash: null });

    // A tampered confirmation is no confirmation.
    expect(await close({ shift: shiftId, sum: '150', accept: 'всё равно' })).toMatchObject({ ok: false, confirm: '150' });
    // Nor a figure in another notation (0x96 would have read as 150).
    expect(await close({ shift: shiftId, sum: '150', accept: '0x96' })).toMatchObject({ ok: false, confirm: '150' });

    // Confirmed as seen: the Z report, with the difference.
    const closed = await close({ shift: shiftId, sum: '150', accept: '150' });
    expect(redirectOf(closed)?.location).toBe(`/cashier/shifts/${shiftId}`);
    const report = (await web.get(`shift/report?shift_id=${shiftId}`, 'cashier')).body.data;
    expect(report).toMatchObject({ is_open: false, counted_cash: 150, difference: 150 });
  });
});

describe('opening a shift from the screen', () => {
  /** The cashier's shift closed, whatever an earlier test left. */
  async function noShift() {
    const open = (await web.get('shift/current', 'cashier')).body.data as { id: number; expected_cash: number } | null;
    if (open) await close({ shift: String(open.id), sum: String(open.expected_cash) });
    expect((await web.get('shift/current', 'cashier')).body.data).toBeNull();
  }

  it('goes back to the order it was opened from, and stays on the shift page otherwise', async () => {
    await noShift();
    const fromOrder = await act({ intent: 'open', sum: '5 000', order: '42' });
    expect(redirectOf(fromOrder)?.location).toBe('/cashier/task/42');
    expect((await web.get('shift/current', 'cashier')).body.data).toMatchObject({ opening_float: 5000 });

    await noShift();
    const plain = await act({ intent: 'open', sum: '0' });
    expect(plain).toMatchObject({ ok: true, intent: 'open' });
  });

  it('says a float of too many digits is too big, and a float with letters what a sum is', async () => {
    await noShift();
    const huge = (await act({ intent: 'open', sum: '99999999999999' })) as { ok: boolean; error: string };
    expect(huge.ok).toBe(false);
    expect(said(huge.error)).toBe('Не больше 1\u202f000\u202f000');
    const endless = (await act({ intent: 'open', sum: '9'.repeat(400) })) as { ok: boolean; error: string };
    expect(said(endless.error)).toBe('Не больше 1\u202f000\u202f000');
    const letters = (await act({ intent: 'open', sum: '5 000 руб' })) as { ok: boolean; error: string };
    expect(said(letters.error)).toBe('Сумма в рублях: только цифры и не больше двух знаков после запятой, например 5 000 или 5 000,50');
    expect((await web.get('shift/current', 'cashier')).body.data).toBeNull();
  });

  it('takes only an order number to go back to', async () => {
    await noShift();
    expect(await act({ intent: 'open', sum: '0', order: '//evil.example' })).toMatchObject({ ok: false });
    expect((await web.get('shift/current', 'cashier')).body.data).toBeNull();
  });
});

describe('a shift form sent again after a lost answer', () => {
  it('records the cash move once and closes once: the same form carries the same key', async () => {
    const current = (await web.get('shift/current', 'cashier')).body.data as { id: number } | null;
    const shiftId = current?.id ?? ((await web.post('shift/open', { opening_float: 0 }, 'cashier')).body.data.id as number);
    const move = { intent: 'move', kind: 'in', sum: '250', reason: 'Размен', key: 'move-form-key-1' };
    expect(await act(move)).toMatchObject({ ok: true });
    expect(await act(move)).toMatchObject({ ok: true });
    const report = (await web.get(`shift/report?shift_id=${shiftId}`, 'cashier')).body.data;
    expect(report).toMatchObject({ cash_in: 250, moves: [expect.objectContaining({ sum: 250 })] });
    expect(report.moves).toHaveLength(1);

    const form = { intent: 'close', shift: String(shiftId), sum: '250', key: 'close-form-key-1' };
    expect(redirectOf(await act(form))?.location).toBe(`/cashier/shifts/${shiftId}`);
    // The second send finds the shift closed by the first: the same Z report, not «уже закрыта».
    expect(redirectOf(await act(form))?.location).toBe(`/cashier/shifts/${shiftId}`);
    expect((await web.get(`shift/report?shift_id=${shiftId}`, 'cashier')).body.data).toMatchObject({
      is_open: false,
      counted_cash: 250,
      difference: 0,
    });
  });
});
