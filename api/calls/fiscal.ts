import { notice } from '../contract/notices';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { orderContext } from '../orders/order-change';
import { conflict } from '../domain/refusal';
import { failedReceipts } from '../fiscal/failed';
import { retryReceipt } from '../fiscal/queue';

/** Fiscal receipts at the desk: which the register did not fiscalise, and sending one again. */
export function fiscalCalls(api: ApiContext): AnyCallSpec[] {
  const { db } = api;
  return [
    defineCall(CALLS['fiscal/failed'], {
      summary: 'Receipts of payments and refunds the cash register did not fiscalise (FISCAL_PROVIDER), newest first',
      roles: CALLERS.cashier,
      handler: async () => ({ data: await failedReceipts(db) }),
    }),
    defineCall(CALLS['fiscal/retry'], {
      summary: 'Send a failed receipt again: under the same external id if the register never took it, else as a new document',
      roles: CALLERS.cashier,
      handler: async ({ body }) => {
        if (!(await retryReceipt(db, body.payment_id, orderContext(api, null).now())))
          throw conflict('fiscal_not_failed', { id: body.payment_id });
        return { notice: notice('fiscal_retry') };
      },
    }),
  ];
}
