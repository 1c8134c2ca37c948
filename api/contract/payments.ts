import { z } from 'zod';
import { okEnvelope } from './envelope';
import { fuelCardSchema, jobStatusSchema, payStatusSchema, paymentMethodSchema } from './order-states';
import { comment, id, idText, isoTime, percent, ROUBLES_TEXT, roublesOfText, unlessMissing, wholeKopecks } from './fields';

/**
 * Roubles with at most two decimals, above zero: a JSON number, or text as the screens write
 * money («1 250,50», ROUBLES_TEXT; nothing else is read as a number: not `true`, `[1]` or `0x10`).
 */
const paySum = z
  .union([z.number(), z.string().trim().regex(ROUBLES_TEXT, 'сумма в рублях, например 1250.50')], {
    error: unlessMissing('сумма в рублях, например 1250.50'),
  })
  .transform((v) => (typeof v === 'number' ? v : roublesOfText(v)))
  .pipe(
    z
      .number()
      // Decimals first: 0.001 is refused for its decimals, not as «не больше нуля».
      .refine(...wholeKopecks)
      // At least a kopeck.
      .min(0.01, 'сумма должна быть больше нуля')
      .max(10_000_000, 'не больше 10 000 000 ₽'),
  );

/**
 * The idempotency key of a money request (payment, refund, cash in or out, shift close), 8 to
 * 100 characters: a repeat with it answers the first answer and records nothing (docs/decisions/026).
 */
export const idempotencyKeyField = z.string().trim().min(8).max(100);

const fuelRule = <T extends { method: string; fuel_card_name?: string | null }>(v: T) =>
  (v.method === 'fuel') === Boolean(v.fuel_card_name);
const fuelMessage = { path: ['fuel_card_name'], message: 'укажите топливную карту (yandex или petrol) только для оплаты топливной картой' };

export const payBodySchema = z
  .object({
    order_id: id,
    sum: paySum,
    method: paymentMethodSchema,
    fuel_card_name: fuelCardSchema.nullish(),
    idempotency_key: idempotencyKeyField.optional(),
  })
  .refine(fuelRule, fuelMessage);
/** `order/refund`: money paid above the order's sum goes back, at most `refund_due`; idempotent like a payment. */
export const refundBodySchema = payBodySchema;

export const payAnswerSchema = okEnvelope(
  z.object({
    payment_id: z.number().int(),
    pay_status: payStatusSchema,
    total_paid: z.number(),
    total_refunded: z.number(),
    pay_sum: z.number(),
    refund_due: z.number(),
    /** The order's state after the money moved: a refund of the last money of an order with no service left cancels it. */
    job_status: jobStatusSchema,
  }),
);
export const refundAnswerSchema = payAnswerSchema;

export const switchMethodQuerySchema = z
  .object({ payment_id: idText, method: paymentMethodSchema, fuel_card_name: fuelCardSchema.nullish() })
  .refine(fuelRule, fuelMessage);

/** '10%' or 10: a percent from 0 to 100. */
const percentText = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}\s*%?$/, "процент, например '10%'"),
    ],
    // Neither a number nor a text (true, a list): said as the text's own refusal.
    { error: unlessMissing("процент, например '10%'") },
  )
  .transform((v) => Number(String(v).replace('%', '')));
const percentValue = percentText.pipe(z.number().int().min(0, 'от 0 до 100').max(100, 'от 0 до 100'));

export const requestDiscountBodySchema = z.object({ order_id: id, discount_amount: percentValue, order_sum: z.number().min(0).optional() });
export const requestDiscountAnswerSchema = okEnvelope(z.object({ expires_at: z.string(), retry_after: z.number().int() }));
export const approveDiscountBodySchema = z.object({
  order_id: id,
  // Four characters, all digits: the length is a rule of its own, so a form reads it (maxLength) from here.
  sms_code: z.string().trim().length(4, 'код из 4 цифр').regex(/^\d+$/, 'код из 4 цифр'),
  discount_amount: percentValue.optional(),
});

/** Discount reasons of docs/screens.md section 9; 'Другое' takes free text. */
export const updateDiscountBodySchema = z.object({ order_id: id, discount: percent.optional(), comment: comment.optional() });

export const addToGroupBodySchema = z.object({ order_id: id, group_id: id });
export const groupsQuerySchema = z.object({ order_id: idText });
export const groupsAnswerSchema = okEnvelope(z.array(z.object({ id: z.number().int(), name: z.string(), percent: z.number().int() })));

/** An order's manual-discount request as the cashier's page shows it (`discount_request` of `GET order/{id}`). */
export const discountRequestSchema = z.object({
  /** An SMS code asked for and still valid: its percent, expiry and tries left; else null. */
  pending: z.object({ percent: z.number().int(), expires_at: isoTime, tries_left: z.number().int() }).nullable(),
  /** Seconds before a new code may be asked for (0: now). */
  retry_after: z.number().int(),
  /**
   * The last code asked for ran out unanswered within the hour (its percent and when): the desk
   * says so, as nothing else would tell the cashier why «ждём код» went; else null.
   */
  expired: z.object({ percent: z.number().int(), expired_at: isoTime }).nullable(),
});
export type DiscountRequestState = z.infer<typeof discountRequestSchema>;
