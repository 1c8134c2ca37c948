import { okEnvelope, okOnlySchema } from '../contract/envelope';
import { notice } from '../contract/notices';
import { keysText } from '../domain/keys';
import { orderIdBodySchema, orderItemIdBodySchema, setWorkerBodySchema, updatePhoneBodySchema } from '../contract/orders';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { orderContext } from '../orders/order-change';
import { defineCall, type AnyCallSpec } from '../http/registry';
import {
  cancelOrder,
  completeOrder,
  keysLeft,
  keysTaken,
  setWorkers,
  startOrder,
  toggleCancelItem,
  toggleMarkItem,
  updatePhone,
} from '../orders/work';

const keysAnswerSchema = okEnvelope(z.object({ keys: z.string() }));

/** The master's work on an order: workers, lines, status, keys, phone. */
export function workCalls(api: ApiContext): AnyCallSpec[] {
  const work = (userId: number) => orderContext(api, userId);
  const master = ['master'] as const;
  return [
    defineCall({
      method: 'post',
      path: '/order/set-worker',
      summary: 'Set the workers of one service line',
      roles: master,
      body: setWorkerBodySchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        await setWorkers(work(auth!.user.id), body.order_id, body.order_item_id, body.workers);
        return { notice: notice('workers_assigned') };
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/cancel-item',
      summary: 'Cancel a service line, or lift its cancel',
      roles: master,
      body: orderItemIdBodySchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        await toggleCancelItem(work(auth!.user.id), body.order_item_id);
        return undefined;
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/mark-item',
      summary: 'Mark a service line done, or return it to work',
      roles: master,
      body: orderItemIdBodySchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        await toggleMarkItem(work(auth!.user.id), body.order_item_id);
        return undefined;
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/started',
      summary: 'Start a waiting order (every active line has a worker)',
      roles: master,
      body: orderIdBodySchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        await startOrder(work(auth!.user.id), body.order_id);
        return { notice: notice('order_started') };
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/complete',
      summary: 'Finish an order in progress',
      roles: master,
      body: orderIdBodySchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        await completeOrder(work(auth!.user.id), body.order_id);
        return { notice: notice('order_done') };
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/cancel',
      summary: 'Cancel an order that is not final and has no payment',
      roles: master,
      body: orderIdBodySchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        await cancelOrder(work(auth!.user.id), body.order_id);
        return { notice: notice('order_canceled') };
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/keys-taken',
      summary: "Keys taken: they go into the key box's first free cell",
      roles: master,
      body: orderIdBodySchema,
      answer: keysAnswerSchema,
      handler: async ({ body, auth }) => {
        const cell = await keysTaken(work(auth!.user.id), body.order_id);
        return { data: { keys: keysText('cell', cell) }, notice: notice('keys_in_cell', { cell: cell ?? '?' }) };
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/keys-left',
      summary: 'Keys left with the client',
      roles: master,
      body: orderIdBodySchema,
      answer: keysAnswerSchema,
      handler: async ({ body, auth }) => {
        await keysLeft(work(auth!.user.id), body.order_id);
        return { data: { keys: keysText('client', null) }, notice: notice('keys_with_client') };
      },
    }),
    defineCall({
      method: 'post',
      path: '/order/update-phone',
      summary: "Change the client's phone of an order that is not done or canceled",
      roles: master,
      body: updatePhoneBodySchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        await updatePhone(work(auth!.user.id), body.order_id, body.phone);
        return { notice: notice('phone_saved') };
      },
    }),
  ];
}
