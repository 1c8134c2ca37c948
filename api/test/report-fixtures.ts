import { expect } from 'vitest';
import { addWash, createOrder, getOrder, washServices } from './order-fixtures';
import type { TestApi } from './test-api';

/** Helpers of the report tests (api/calls/reports.test.ts, api/calls/reports-earnings.test.ts): done orders through the API. */
export const kopecks = (roubles: number) => Math.round(roubles * 100);

/** A waiting order of one wash line (quantity given) with these workers on it. */
export async function assignedOrder(api: TestApi, master: string, workerIds: number[], quantity = 1, phone?: string) {
  const { orderId } = await createOrder(api, master, { phone });
  const [service] = await washServices(api, master, orderId);
  await addWash(api, master, orderId, service!.service_id, quantity);
  const line = (await getOrder(api, master, orderId)).items[0];
  const assign = (workers: number[]) =>
    api.call('POST', 'order/set-worker', { token: master, body: { order_id: orderId, order_item_id: line.order_item_id, workers } });
  expect((await assign(workerIds)).status).toBe(200);
  return { orderId, assign };
}

export async function finish(api: TestApi, master: string, orderId: number) {
  await api.call('POST', 'order/started', { token: master, body: { order_id: orderId } });
  expect((await api.call('POST', 'order/complete', { token: master, body: { order_id: orderId } })).status).toBe(200);
  return orderId;
}

/** A done order of one wash line (quantity given) done by these workers. */
export async function doneOrder(api: TestApi, master: string, workerIds: number[], quantity = 1, phone?: string) {
  return finish(api, master, (await assignedOrder(api, master, workerIds, quantity, phone)).orderId);
}
