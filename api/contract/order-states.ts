import { z } from 'zod';
import { PAY_STATUS, PAY_STATUSES, type PayStatus } from './pay-status';

/**
 * The named states of an order, its lines and its money: one set for the rules, the calls and
 * the screens. Pay states keep their wire numbers (1–4), which outside clients and the seed's
 * clients read; everything else names them.
 */
export const JOB_STATUSES = ['waiting', 'in_progress', 'done', 'canceled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const jobStatusSchema = z.enum(JOB_STATUSES);
/** The states of an order still at the wash: its car taken in and not yet done or cancelled. */
export const OPEN_JOB_STATUSES = ['waiting', 'in_progress'] as const satisfies readonly JobStatus[];

export const ITEM_STATUSES = ['active', 'done', 'canceled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const itemStatusSchema = z.enum(ITEM_STATUSES);
/** A line's status as shown: its own, or 'waiting' while its order waits. */
export type ItemShownStatus = ItemStatus | 'waiting';
export const itemShownStatusSchema = z.enum(['waiting', ...ITEM_STATUSES]);

/** Pay states by name (pay-status.ts, without zod for the browser), and their schema. */
export { PAY_STATUS, PAY_STATUSES, type PayStatus } from './pay-status';
export const payStatusSchema = z.literal(PAY_STATUSES);

/** Nothing more is owed: paid at the desk, or settled by the company's contract. */
export const PAID_STATUSES: readonly PayStatus[] = [PAY_STATUS.paid, PAY_STATUS.byContract];
export function isPaid(payStatus: PayStatus): boolean {
  return PAID_STATUSES.includes(payStatus);
}

/** Ways a payment is taken, and the fuel cards a fuel payment is made with. */
export const PAYMENT_METHODS = ['card', 'cash', 'fuel'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const FUEL_CARDS = ['yandex', 'petrol'] as const;
export type FuelCard = (typeof FUEL_CARDS)[number];
export const fuelCardSchema = z.enum(FUEL_CARDS);
