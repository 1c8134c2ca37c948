import { z } from 'zod';
import { okEnvelope } from './envelope';
import { carNameInput, comment, id, isoTime, optionalBoolean, percent, phoneInput, plateInput, quantity, roubles } from './fields';

/**
 * The new-order wizard's calls: the plate check, the new order, its lines one by one, the
 * car's recent orders to repeat, and the quote of a selection before it is confirmed.
 */

export const checkPlateBodySchema = z.object({ plate_number: plateInput, non_standard: optionalBoolean });
export const checkPlateAnswerSchema = okEnvelope(
  z.object({
    plate_number: z.string(),
    is_new: z.boolean(),
    client_id: z.number().int().nullable(),
    client_phone: z.string().nullable(),
    client_name: z.string().nullable(),
    client_company: z.string().nullable(),
    loyalty_discount: z.number().int(),
    brand_id: z.number().int().nullable(),
    model_id: z.number().int().nullable(),
    /** The brand and model to show: the catalogue's names, or as written for a car outside it (then the id is null). */
    brand_name: z.string().nullable(),
    model_name: z.string().nullable(),
    class_id: z.number().int().nullable(),
    open_order_id: z.number().int().nullable(),
    /** The open order was begun in the wizard and left before any service (a draft, in no list). */
    open_order_is_draft: z.boolean(),
  }),
);

/**
 * One of the two ways to name the car. Checked even when another field is wrong too
 * (`when`), so a body without a car says what is missing.
 */
function carRule(
  b: { model_id?: number | null; brand_id?: number | null; brand_name?: string | null; model_name?: string | null },
  ctx: z.RefinementCtx,
) {
  const written = b.brand_name != null || b.model_name != null;
  if (b.model_id != null && (written || b.brand_id != null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['model_id'],
      message: 'модель из каталога не сочетается с маркой или моделью, вписанной вручную',
    });
  } else if (b.model_id == null && b.model_name == null) {
    ctx.addIssue({ code: 'custom', path: ['model_id'], message: 'укажите модель из каталога (model_id) или впишите её (model_name)' });
  } else if (b.model_id == null && (b.brand_id == null) === (b.brand_name == null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['brand_id'],
      message: 'укажите марку из каталога (brand_id) или впишите её (brand_name), одно из двух',
    });
  }
}

/**
 * `POST new-order`. The car is a catalogue model (`model_id`), or a model written by hand
 * (`model_name`) of a catalogue brand (`brand_id`) or of a brand written by hand
 * (`brand_name`); the class is always the one chosen (docs/decisions/016-cars-outside-the-catalogue.md).
 */
export const newOrderBodySchema = z
  .object({
    plate_number: plateInput,
    non_standard: optionalBoolean,
    model_id: id.nullish(),
    brand_id: id.nullish(),
    brand_name: carNameInput.nullish(),
    model_name: carNameInput.nullish(),
    class_id: id,
    client_id: id.nullish(),
    phone_number: phoneInput.nullish(),
    name: z.string().trim().max(100).nullish(),
    comment: comment.nullish(),
    /** The booking the car came for («Принять»): it becomes this order's, in the same transaction. */
    booking_id: id.nullish(),
  })
  .superRefine(carRule, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type NewOrderBody = z.infer<typeof newOrderBodySchema>;
export const newOrderAnswerSchema = okEnvelope(z.object({ order_id: z.number().int(), client_id: z.number().int().nullable() }));

/**
 * `POST new-order/update`: add, update or delete one service line; without an action it
 * is a comment-only update. `discount` is read but the server decides the discount
 * (docs/domain.md).
 */
export const updateOrderBodySchema = z
  .object({
    order_id: id,
    action: z.enum(['add', 'update', 'delete']).optional(),
    service_id: id.optional(),
    is_wash_service: optionalBoolean,
    quantity: quantity.optional(),
    tire_radius_id: id.optional(),
    tire_profile_id: id.optional(),
    phone: phoneInput.nullish(),
    comment: comment.nullish(),
    discount: percent.nullish(),
  })
  .refine((b) => !b.action || b.service_id !== undefined, { path: ['service_id'], message: 'укажите услугу' });

export const recentOrdersQuerySchema = z.object({ plate_number: plateInput });
export const recentOrdersAnswerSchema = okEnvelope(
  z.array(
    z.object({
      order_id: z.number().int(),
      datetime: isoTime,
      total_sum: roubles,
      total_sum_now: roubles,
      items: z.array(
        z.object({
          service_id: z.number().int().nullable(),
          name: z.string(),
          quantity: z.number().int(),
          sum: roubles,
          sum_now: roubles.nullable(),
          is_wash: z.boolean(),
          is_available: z.boolean(),
          radius_id: z.number().int().nullable(),
          profile_id: z.number().int().nullable(),
        }),
      ),
    }),
  ),
);

/**
 * `POST new-order/quote`: what a selection of step 3 would cost if it were confirmed now
 * (docs/decisions/015-step-three-selection-summary.md). Nothing is written.
 */
export const quoteLineSchema = z.object({
  service_id: id,
  is_wash: z.boolean(),
  quantity,
  radius_id: id.nullish(),
  profile_id: id.nullish(),
});
/** Step 3's selection: each service (a tyre service at each size) once; the quote takes an empty one too. */
const selectionOf = (atLeast: number) =>
  z
    .array(quoteLineSchema)
    .min(atLeast, 'выберите хотя бы одну услугу')
    .max(100, 'не больше 100 услуг')
    .refine(
      (lines) => new Set(lines.map((l) => `${l.service_id}:${l.is_wash ? '' : `${l.radius_id}:${l.profile_id}`}`)).size === lines.length,
      'услуга выбрана дважды',
    );
export const quoteBodySchema = z.object({ order_id: id, lines: selectionOf(0) });

/**
 * `POST new-order/lines`: the order's lines become the selection, all or nothing (step 4's
 * «Подтвердить заказ» and the edit page's save). A done line left out stays.
 */
export const setLinesBodySchema = z.object({
  order_id: id,
  lines: selectionOf(1),
  /**
   * The booking the car came for, when «Принять» took up an order already begun for the car
   * without it: it becomes this order's if it is still expected and no order holds it (else
   * nothing is said: the selection is what was asked).
   */
  booking_id: id.nullish(),
});
export const quoteAnswerSchema = okEnvelope(
  z.object({
    /** The selected lines in the order they were sent, with their money as the order would have it. */
    lines: z.array(
      z.object({
        service_id: z.number().int(),
        is_wash: z.boolean(),
        radius_id: z.number().int().nullable(),
        profile_id: z.number().int().nullable(),
        name: z.string(),
        quantity: z.number().int(),
        price: roubles,
        sum_before_discount: roubles,
        sum: roubles,
      }),
    ),
    total_sum: roubles,
    discount: z.number().int(),
    discount_sum: roubles,
    parking_sum: roubles,
    sum_final: roubles,
  }),
);
export type Quote = z.infer<typeof quoteAnswerSchema>['data'];
