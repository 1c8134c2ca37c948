import { notice } from '../contract/notices';
import { CALLERS } from '../http/callers';
import { keysText } from '../domain/keys';
import type { ApiContext } from '../context';
import { orderContext } from '../orders/order-change';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';
import {
  cancelOrder,
  completeOrder,
  keysLeft,
  keysTaken,
  setAssignments,
  setWorkers,
  startOrder,
  setItemCanceled,
  setItemDone,
  updatePhone,
} from '../orders/work';

/** The master's work on an order: workers, lines, status, keys, phone. */
export function workCalls(api: ApiContext): AnyCallSpec[] {
  const work = (userId: number) => orderContext(api, userId);
  return [
    defineCall(CALLS['order/set-worker'], {
      summary: 'Set the workers of one service line',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await setWorkers(work(auth!.user.id), body.order_id, body.order_item_id, body.workers);
        return { notice: notice('workers_assigned') };
      },
    }),
    defineCall(CALLS['order/set-workers'], {
      summary: 'Set the workers of several service lines of one order, all or nothing',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        const assignments = body.assignments.map((a) => ({ itemId: a.order_item_id, workerIds: a.workers }));
        await setAssignments(work(auth!.user.id), body.order_id, assignments);
        return { notice: notice('workers_assigned') };
      },
    }),
    defineCall(CALLS['order/cancel-item'], {
      summary:
        'Cancel a service line (canceled: true) or lift its cancel (false); a line already so is left as it is while the ' +
        'order is open (on a canceled or done order: 409); without canceled the cancel flips (old clients)',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await setItemCanceled(work(auth!.user.id), body.order_item_id, body.canceled);
        return undefined;
      },
    }),
    defineCall(CALLS['order/mark-item'], {
      summary:
        'Mark a service line done (done: true) or return it to work (false); a line already so is left as it is while the ' +
        'order is open (on a canceled or done order: 409); without done the mark flips (old clients)',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await setItemDone(work(auth!.user.id), body.order_item_id, body.done);
        return undefined;
      },
    }),
    defineCall(CALLS['order/started'], {
      summary: 'Start a waiting order (every active line has a worker)',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await startOrder(work(auth!.user.id), body.order_id);
        return { notice: notice('order_started') };
      },
    }),
    defineCall(CALLS['order/complete'], {
      summary: 'Finish an order in progress',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await completeOrder(work(auth!.user.id), body.order_id);
        return { notice: notice('order_done') };
      },
    }),
    defineCall(CALLS['order/cancel'], {
      summary: 'Cancel an order that is not final and has no payment',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await cancelOrder(work(auth!.user.id), body.order_id);
        return { notice: notice('order_canceled') };
      },
    }),
    defineCall(CALLS['order/keys-taken'], {
      summary: "Keys taken: they go into the key box's first free cell",
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        const cell = await keysTaken(work(auth!.user.id), body.order_id);
        return { data: { keys: keysText('cell', cell) }, notice: notice('keys_in_cell', { cell: cell ?? '?' }) };
      },
    }),
    defineCall(CALLS['order/keys-left'], {
      summary: 'Keys left with the client',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await keysLeft(work(auth!.user.id), body.order_id);
        return { data: { keys: keysText('client', null) }, notice: notice('keys_with_client') };
      },
    }),
    defineCall(CALLS['order/update-phone'], {
      summary: "Change the client's phone of an order that is not done or canceled",
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        return { notice: await updatePhone(work(auth!.user.id), body.order_id, body.phone) };
      },
    }),
  ];
}
