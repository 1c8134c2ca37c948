import { z } from 'zod';
import { customerSideSchema } from './messages';
import { okEnvelope, refusalParamsSchema } from './envelope';
import { refusalCodes, type RefusalCode } from './refusals';
import { fromDigits, id, idText, isoTime, optionalBoolean, roubles, searchInput, wholeNumber } from './fields';
import { fiscalProblemSchema } from './fiscal';
import { discountRequestSchema } from './payments';
import * as states from './order-states';

/** Where the order's keys are: nowhere yet, in the numbered cell `key_cell`, with the client, handed back. */
export const keysStateSchema = z.enum(['none', 'cell', 'client', 'returned']);

export const orderItemSchema = z.object({
  order_item_id: z.number().int(),
  service_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  price_item: roubles,
  sum_before_discount: roubles,
  /** The percent applied to this line. */
  discount: z.number().int(),
  discount_sum: roubles,
  sum: roubles,
  is_wash: z.boolean(),
  kind: z.enum(['wash', 'tire', 'parking']),
  is_available: z.boolean(),
  job_status: states.itemStatusSchema,
  /** The line's status as the master reads it: its own, or 'waiting' while the order waits. */
  job_status_shown: states.itemShownStatusSchema,
  /** `job_status_shown` said in Russian (for outside clients; the screens translate the code). */
  job_status_text: z.string(),
  color_back: z.string(),
  color_font: z.string(),
  workers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** What may be done with the line now (the derivation's flags; the screens decide nothing). */
  is_removable: z.boolean(),
  can_mark: z.boolean(),
  /** The master may cancel the line (or lift its cancel); never the last service not canceled while no money is on the order. */
  can_cancel: z.boolean(),
  can_assign: z.boolean(),
  /** Why `can_cancel` is false on an open line: it is the order's last service and nothing is paid, so the order is canceled instead. */
  cancel_goes_with_order: z.boolean(),
  cancel_kept_for_twin: z.boolean(),
  /** Canceling the line changes money already taken (a refund, or no way back on a paid order): the master is asked first. */
  cancel_asks_first: z.boolean(),
  /** Still to be done (active, not parking): «Завершить» would mark it done, so the master is asked first. */
  is_open: z.boolean(),
  /** A service line the master may delete (never the last one left: the order is canceled instead). */
  can_delete: z.boolean(),
  radius_id: z.number().int().nullable(),
  profile_id: z.number().int().nullable(),
  /** A tyre line's size as taken: radius and profile names, the profile's code (screens translate it); null otherwise. */
  tire_size: z.object({ radius: z.string(), profile: z.string(), profile_code: z.string().nullable() }).nullable(),
});

/** Why a payment's method stays as it is: the refusal code a switch would answer with. */
export const METHOD_LOCKS = [
  'shift_closed_payment',
  'payment_not_your_shift',
  'fiscal_receipt_issued',
  'fiscal_receipt_sending',
  'switch_cash_short',
  'switch_refund_way',
] as const;
export type MethodLock = (typeof METHOD_LOCKS)[number];

/** A payment, or a refund (`kind: 'refund'`, a negative `sum`). */
export const payTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  added_at: isoTime,
  method: states.paymentMethodSchema,
  fuel_card_name: states.fuelCardSchema.nullable(),
  sum: roubles,
  /** Its fiscal receipt: queued, sent to the register, fiscalised, failed (the cashier may send it again); null without a register. */
  fiscal_status: z.enum(['pending', 'sent', 'done', 'failed']).nullable(),
  /** What went wrong last, while it is not fiscalised. */
  fiscal_error: z.string().nullable(),
  /** The same by its code and params (FISCAL_PROBLEMS), for the screens to translate. */
  fiscal_problem: fiscalProblemSchema.nullable(),
  /**
   * Whether the caller may switch the method now: only in its shift while open, by that
   * shift's cashier or the owner (docs/decisions/025), and not once its receipt is at the register.
   */
  can_switch_method: z.boolean(),
  /** Why it may not, as the switch itself would refuse (null while it may). */
  method_locked: z.enum(METHOD_LOCKS).nullable(),
});

export const carSchema = z.object({
  id: z.number().int(),
  plate_number: z.string(),
  is_standard_plate: z.boolean(),
  model_text: z.string(),
  brand_id: z.number().int().nullable(),
  model_id: z.number().int().nullable(),
  /** The catalogue's names, or as written for a car outside the catalogue (then the id is null). */
  brand_name: z.string().nullable(),
  model_name: z.string().nullable(),
  class_id: z.number().int(),
  /** `keys_state` and `key_cell` said in Russian (the screens translate the code). */
  keys: z.string(),
  keys_state: keysStateSchema,
  key_cell: z.number().int().nullable(),
  discount_group: z.object({ id: z.number().int(), name: z.string(), percent: z.number().int() }).nullable(),
});

export const clientSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  loyalty_discount: z.number().int(),
  company: z.string().nullable(),
});

/**
 * What the master is told before typing a phone: a paid-up order, or a contract order holding desk
 * money, takes one only when nothing more would be due.
 */
export const PHONE_RULES = ['no_price_rise', 'contract_money_held'] as const;
export type PhoneRule = (typeof PHONE_RULES)[number];

/**
 * The last phone change that lowered the money due back (decision 027 and docs/domain.md
 * 'Money and discounts'): the order left its contract, or its discount changed; the refund due
 * and the percent before and after, and when.
 */
export const refundLoweredSchema = z.object({
  cause: z.enum(['contract', 'discount']),
  was_refund: roubles,
  refund: roubles,
  was_percent: z.number().int(),
  percent: z.number().int(),
  at: isoTime,
});
export type RefundLoweredShown = z.infer<typeof refundLoweredSchema>;

/** `GET order/{id}`: every field of docs/screens.md section 3 'Order'. */
export const orderSchema = z.object({
  order_id: z.number().int(),
  id: z.number().int(),
  /** The order's last number in the change feed when this was read: a pushed change with a higher `seq` is newer (decision 049). */
  seq: z.number().int(),
  datetime: isoTime,
  comment: z.string(),
  job_status: states.jobStatusSchema,
  job_status_text: z.string(),
  pay_status: states.payStatusSchema,
  pay_status_text: z.string(),
  is_legal_client: z.boolean(),
  is_pay_by_contract: z.boolean(),
  is_first_order: z.boolean(),
  is_can_be_started: z.boolean(),
  /** Why a waiting order cannot be started yet (no workers on a service, no service), or null. */
  start_refusal_code: z.enum(['order_workers_missing', 'order_no_services']).nullable(),
  can_be_changed: z.boolean(),
  can_be_completed: z.boolean(),
  /** Why an order in work cannot be finished: every service canceled (the refund of its money cancels it), or null. */
  complete_refusal_code: z.enum(['order_complete_no_services']).nullable(),
  can_be_canceled: z.boolean(),
  /** Why an open order cannot be canceled (money is on it), in the words of the refusal; its code and parameters beside. */
  cancel_refusal: z.string().nullable(),
  cancel_refusal_code: z.enum(refusalCodes as [RefusalCode, ...RefusalCode[]]).nullable(),
  cancel_refusal_params: refusalParamsSchema.nullable(),
  can_edit_phone: z.boolean(),
  /** The rule the phone field says before typing, or null when any valid phone is taken. */
  phone_rule: z.enum(PHONE_RULES).nullable(),
  can_pay: z.boolean(),
  can_refund: z.boolean(),
  can_discount: z.boolean(),
  can_reset_discount: z.boolean(),
  can_return_keys: z.boolean(),
  /** Some line may still get workers, be marked done or be canceled (the master's «Назначить исполнителей» section). */
  can_work_on_lines: z.boolean(),
  is_wash: z.boolean(),
  is_tire: z.boolean(),
  master_name: z.string().nullable(),
  started_at: isoTime.nullable(),
  done_at: isoTime.nullable(),
  pay_at: isoTime.nullable(),
  /** Service lines before discount (parking apart); `sum_final` = total_sum − discount_sum + parking_sum. */
  total_sum: roubles,
  total_sum_now: roubles,
  discount_sum: roubles,
  parking_sum: roubles,
  /** The parking charge: started hours × rate, at most PARKING_MAX; null when there is none. */
  parking: z.object({ hours: z.number().int(), rate: roubles, sum: roubles, capped: z.boolean(), stopped: z.boolean() }).nullable(),
  sum_final: roubles,
  total_paid: roubles,
  total_refunded: roubles,
  /** Left to pay, never below 0. */
  pay_sum: roubles,
  /** Paid above `sum_final`, to give back to the client; never below 0. */
  refund_due: roubles,
  /** A phone change that lowered `refund_due`, for the cashier to read; null when none did. */
  refund_lowered: refundLoweredSchema.nullable(),
  /**
   * What each card and fuel card may still give back (decision 055): what the order took by it,
   * less what went back by it. Cash is bound by the drawer only, so it is not here.
   */
  refund_room: z.object({ card: roubles, yandex: roubles, petrol: roubles }),
  /** In the cashier's list: money to take or give back, or keys of a canceled order to hand back. */
  needs_cashier: z.boolean(),
  discount: z.number().int(),
  discount_source: z.enum(['manual', 'group', 'loyalty', 'first', 'none']),
  discount_reason: z.string(),
  /** The cashier's reason for a manual discount (shown as `discount_reason` while one is in force). */
  manual_reason: z.string(),
  tire_radius_id: z.number().int().nullable(),
  tire_profile_id: z.number().int().nullable(),
  workersForCashier: z.array(z.string()),
  items: z.array(orderItemSchema),
  pay_transactions: z.array(payTransactionSchema),
  /** The manager's code the desk waits for, and the wait before a new SMS; null when neither, and for a master. */
  discount_request: discountRequestSchema.nullable(),
  car: carSchema,
  client: clientSchema.nullable(),
  /**
   * The company the order was taken for (its client's when the terms were read, decision 027):
   * kept when the client leaves it, unlike `client.company`. Null for a private client.
   */
  contract_company: z.string().nullable(),
  /** 'Обслуживание по договору для {company}': the screens say it from `contract_company`. */
  contract_text: z.string().nullable(),
  customer: customerSideSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderAnswerSchema = okEnvelope(orderSchema);

/** A row of `GET order/list`. */
export const orderRowSchema = z.object({
  order_id: z.number().int(),
  id: z.number().int(),
  /** The order's last number in the change feed when this was read: a pushed change with a higher `seq` is newer (decision 049). */
  seq: z.number().int(),
  datetime: isoTime,
  plate_number: z.string(),
  model_text: z.string(),
  phone: z.string().nullable(),
  client_name: z.string().nullable(),
  job_status: states.jobStatusSchema,
  job_status_text: z.string(),
  pay_status: states.payStatusSchema,
  pay_status_text: z.string(),
  keys: z.string(),
  keys_state: keysStateSchema,
  key_cell: z.number().int().nullable(),
  /** `kind` says a parking line apart: its `name` ('Парковка') is the API's Russian, the screens say their own. */
  services: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      kind: z.enum(['wash', 'tire', 'parking']),
      /** Still to be done (the order item's `is_open`). */ is_open: z.boolean(),
    }),
  ),
  total_sum: roubles,
  sum_final: roubles,
  total_paid: roubles,
  pay_sum: roubles,
  refund_due: roubles,
  can_be_changed: z.boolean(),
  /** «Завершить» may be pressed on the row (the order's own `can_be_completed`). */
  can_be_completed: z.boolean(),
  /** The keys wait in their cell to be handed back (the order's own `can_return_keys`). */
  can_return_keys: z.boolean(),
  is_wash: z.boolean(),
  is_tire: z.boolean(),
  done_at: isoTime.nullable(),
  /** Billed to the company by contract: the desk takes nothing (the terms kept on the order). */
  is_pay_by_contract: z.boolean(),
  /** The company the order was taken for, as `contract_company` of the order; null for a private client. */
  contract_company: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const listStatuses = ['waiting', 'in_progress', 'done', 'canceled', 'waiting_for_payment', 'all'] as const;
export const orderListQuerySchema = z.object({
  status: z.enum(listStatuses).default('all'),
  type: z.enum(['wash', 'tire']).optional(),
  page_size: fromDigits(wholeNumber(1, 50)).default(50),
  page: fromDigits(wholeNumber(1, 100_000)).default(1),
  search_string: searchInput.optional(),
  /** Only orders finished this business day (what the «Выполненные» counter counts). */
  done_today: optionalBoolean,
});
export const orderListAnswerSchema = okEnvelope(z.object({ orders: z.array(orderRowSchema), total: z.number().int() }));

export const orderIdParamsSchema = z.object({ id: idText });
export const orderIdBodySchema = z.object({ order_id: id });
export * from './order-line-bodies';

/** `order/keys-taken`, `order/keys-left`: where the keys are now, in words. */
export const keysAnswerSchema = okEnvelope(z.object({ keys: z.string() }));
