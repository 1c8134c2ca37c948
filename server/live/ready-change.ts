import type { OrderChange } from '#contract/live';
import { PAY_STATUS } from '#contract/pay-status';

/** A car that became ready, unpaid, as the change feed says it: the live layer's tests push and read it. */
export const readyChange = (id: number, seq: number): OrderChange => ({
  id,
  seq,
  job_status: 'done',
  pay_status: PAY_STATUS.unpaid,
  is_wash: true,
  is_tire: false,
  waiting_for_payment: true,
  client_id: null,
  car_id: id,
  changed: ['job_status'],
});
