import { describe, expectTypeOf, it } from 'vitest';
import { CALLS, type CallData, type CallInput } from './calls';

/**
 * The typed client's promise: a loader's input and the answer it reads are checked by the
 * compiler (`npm test` runs tsc over this file). zod's `coerce` takes anything on its input
 * side; the client takes what it turns into instead.
 */
describe('the typed client', () => {
  it('takes numbers where a call parses numbers, also inside lists', () => {
    expectTypeOf<CallInput<'order/complete'>>().toEqualTypeOf<{ body: { order_id: number } }>();
    expectTypeOf<CallInput<'order/set-worker'>['body']['workers']>().toEqualTypeOf<number[]>();
    // @ts-expect-error a plate's text is no order number
    const wrong: CallInput<'order/complete'> = { body: { order_id: 'А123ВС77' } };
    // @ts-expect-error a call without a body takes none
    const extra: CallInput<'order/list'> = { query: { status: 'all' }, body: {} };
    expectTypeOf(wrong).not.toBeAny();
    expectTypeOf(extra).not.toBeAny();
    expectTypeOf(CALLS['order/complete'].method).toEqualTypeOf<'post'>();
  });

  it("reads an answer's data as its schema gives it", () => {
    expectTypeOf<CallData<'order/list'>['total']>().toEqualTypeOf<number>();
    // @ts-expect-error an order list has no field of that name
    type Missing = CallData<'order/list'>['sum_total'];
    expectTypeOf<Missing>().toBeAny();
  });
});
