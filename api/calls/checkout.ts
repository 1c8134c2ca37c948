import { notice } from '../contract/notices';
import { CALLERS } from '../http/callers';
import type { ApiContext } from '../context';
import { approveDiscount, requestDiscount, updateDiscount, VOIDED_CODE, WRONG_CODE } from '../discounts/manual-discount';
import { invalid } from '../domain/refusal';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { addToGroup, groupsAvailable } from '../discounts/group-membership';
import { keysReturned } from '../orders/keys-return';
import { removeParking } from '../orders/parking-removal';
import { orderContext } from '../orders/order-change';
import { keyOf } from '../payments/idempotency';
import { payOrder, refundOrder } from '../payments/pay';
import { switchMethod } from '../payments/switch-method';
import { PAY_STATUS } from '../contract/order-states';

/** Checkout: settling an order at the desk (payments and refunds, discounts and groups, parking, the keys' return). */
export function checkoutCalls(api: ApiContext): AnyCallSpec[] {
  const { db, settings, sms } = api;
  const ctx = (userId: number) => ({ ...orderContext(api, userId), sms, managerPhone: settings.MANAGER_PHONE, codeSecret: api.secret });
  return [
    defineCall(CALLS['order/pay'], {
      summary: 'Record a payment of at most what is due; idempotent by the Idempotency-Key header or idempotency_key field',
      roles: CALLERS.cashier,
      handler: async ({ body, auth, meta }) => {
        const data = await payOrder(ctx(auth!.user.id), body, keyOf(meta.idempotencyKey, body.idempotency_key));
        return { data, notice: notice(data.pay_status === PAY_STATUS.paid ? 'order_paid' : 'payment_accepted') };
      },
    }),
    defineCall(CALLS['order/refund'], {
      summary:
        "Give back money paid above the order's sum, at most refund_due, and by a card or fuel card at most what the order " +
        'took by it (cash is bound by the drawer); idempotent like order/pay',
      roles: CALLERS.cashier,
      handler: async ({ body, auth, meta }) => {
        const data = await refundOrder(ctx(auth!.user.id), body, keyOf(meta.idempotencyKey, body.idempotency_key));
        return { data, notice: notice(refundNotice(data)) };
      },
    }),
    defineCall(CALLS['order/payment/switch-method'], {
      summary:
        'Switch the method of a past payment or refund (query string, no body): only by the cashier of the shift it was taken ' +
        'in, while that shift is open, or by the owner; never so that a card or fuel card has given back more than it took; ' +
        'written to the audit log',
      roles: CALLERS.cashier,
      handler: async ({ query, auth }) => {
        await switchMethod(ctx(auth!.user.id), auth!.user, query.payment_id, query.method, query.fuel_card_name);
        return { notice: notice('pay_method_changed') };
      },
    }),
    defineCall(CALLS['order/request-discount'], {
      summary: "Ask for a manual discount: a 4-digit code goes by SMS to the manager's phone",
      roles: CALLERS.cashier,
      handler: async ({ body, auth }) => ({
        data: await requestDiscount(ctx(auth!.user.id), body.order_id, body.discount_amount),
        notice: notice('discount_code_sent'),
      }),
    }),
    defineCall(CALLS['order/approve-discount'], {
      summary: "Enter the manager's code; the right one applies the discount",
      roles: CALLERS.cashier,
      handler: async ({ body, auth }) => {
        const details = await approveDiscount(ctx(auth!.user.id), body.order_id, body.sms_code, body.discount_amount);
        if (details === WRONG_CODE) throw invalid('discount_code_wrong');
        if (details === VOIDED_CODE) throw invalid('discount_code_voided');
        return { notice: notice('discount_approved') };
      },
    }),
    defineCall(CALLS['order/update-discount'], {
      summary: 'The discount reason, or a reset of the manual discount to 0',
      roles: CALLERS.cashier,
      handler: async ({ body, auth }) => {
        await updateDiscount(ctx(auth!.user.id), body.order_id, body);
        return { notice: notice(body.discount === 0 ? 'discount_reset' : 'saved') };
      },
    }),
    defineCall(CALLS['car/add-to-group'], {
      summary: "Add the order's car to a discount group",
      roles: CALLERS.cashier,
      handler: async ({ body, auth }) => {
        return { notice: await addToGroup(ctx(auth!.user.id), body.order_id, body.group_id) };
      },
    }),
    defineCall(CALLS['order/get-groups-available'], {
      summary: 'Discount groups the car is not in yet',
      roles: CALLERS.cashier,
      handler: async ({ query }) => ({ data: await groupsAvailable(db, query.order_id) }),
    }),
    defineCall(CALLS['order/remove-parking'], {
      summary: 'Remove the parking charge; it is not charged again for this order',
      roles: CALLERS.cashier,
      handler: async ({ body, auth }) => {
        await removeParking(ctx(auth!.user.id), body.order_id);
        return { notice: notice('parking_removed') };
      },
    }),
    defineCall(CALLS['order/keys-returned'], {
      summary: 'Keys handed back from their cell: for a canceled order, or a done one with nothing owed either way',
      roles: CALLERS.cashier,
      handler: async ({ body, auth }) => {
        await keysReturned(ctx(auth!.user.id), body.order_id);
        return { notice: notice('keys_returned') };
      },
    }),
  ];
}

/** What the cashier is told after a refund: more to give back, all of it given back, or that the order ended with it. */
function refundNotice(answer: { refund_due: number; job_status: string }) {
  if (answer.refund_due > 0) return 'refund_made';
  return answer.job_status === 'canceled' ? 'money_returned_order_canceled' : 'money_returned';
}
