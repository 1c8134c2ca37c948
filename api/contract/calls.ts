import type { z } from 'zod';
import { authAnswerSchema, changePasswordRequestSchema, loginRequestSchema, profileAnswerSchema, registerRequestSchema, resetPasswordConfirmSchema, resetPasswordRequestSchema, sessionAnswerSchema } from './auth';
import {
  brandSearchAnswerSchema,
  carsInfoAnswerSchema,
  modelSearchAnswerSchema,
  modelSearchQuerySchema,
  namesAnswerSchema,
  platesAnswerSchema,
  profileListAnswerSchema,
  radiusListAnswerSchema,
  searchQuerySchema,
  serviceListAnswerSchema,
  tireListQuerySchema,
  washListQuerySchema,
  workersAnswerSchema,
} from './catalogue';
import { queueAnswerSchema } from './display';
import { okOnlySchema } from './envelope';
import {
  checkPlateAnswerSchema,
  checkPlateBodySchema,
  newOrderAnswerSchema,
  newOrderBodySchema,
  quoteAnswerSchema,
  quoteBodySchema,
  recentOrdersAnswerSchema,
  recentOrdersQuerySchema,
  setLinesBodySchema,
  updateOrderBodySchema,
} from './intake';
import {
  changesAnswerSchema,
  changesQuerySchema,
  keysAnswerSchema,
  orderAnswerSchema,
  orderIdBodySchema,
  orderIdParamsSchema,
  orderItemIdBodySchema,
  orderListAnswerSchema,
  orderListQuerySchema,
  setWorkerBodySchema,
  updatePhoneBodySchema,
} from './orders';
import {
  addToGroupBodySchema,
  approveDiscountBodySchema,
  groupsAnswerSchema,
  groupsQuerySchema,
  payAnswerSchema,
  payBodySchema,
  refundAnswerSchema,
  refundBodySchema,
  requestDiscountAnswerSchema,
  requestDiscountBodySchema,
  switchMethodQuerySchema,
  updateDiscountBodySchema,
} from './payments';
import { cashierStatsAnswerSchema, masterStatsAnswerSchema } from './stats';

/**
 * The shape of every call of the product API, in one table both sides read: the API's
 * registry adds who may call it and the handler (api/http/registry.ts), the web app's client
 * derives its typed calls from it (app/utils/api.server.ts), so a loader's query, body and
 * answer are checked by the compiler against the same schemas the API parses with.
 * The key is the call's path under /api/v1 without its parameter pattern.
 */
export interface CallShape {
  method: 'get' | 'post';
  /** Express path under /api/v1, e.g. `/order/:id(\\d+)`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (an envelope schema). */
  answer: z.ZodType;
}

const call = <const S extends CallShape>(shape: S) => shape;

export const CALLS = {
  login: call({ method: 'post', path: '/login', body: loginRequestSchema, answer: authAnswerSchema }),
  register: call({ method: 'post', path: '/register', body: registerRequestSchema, answer: authAnswerSchema }),
  user: call({ method: 'get', path: '/user', answer: profileAnswerSchema }),
  session: call({ method: 'get', path: '/session', answer: sessionAnswerSchema }),
  logout: call({ method: 'post', path: '/logout', answer: okOnlySchema }),
  'user/password': call({ method: 'post', path: '/user/password', body: changePasswordRequestSchema, answer: okOnlySchema }),
  'reset-password': call({ method: 'post', path: '/reset-password', body: resetPasswordRequestSchema, answer: okOnlySchema }),
  'reset-password/confirm': call({ method: 'post', path: '/reset-password/confirm', body: resetPasswordConfirmSchema, answer: okOnlySchema }),

  'get-order-stats': call({ method: 'get', path: '/get-order-stats', answer: masterStatsAnswerSchema }),
  'get-order-stats-cashier': call({ method: 'get', path: '/get-order-stats-cashier', answer: cashierStatsAnswerSchema }),

  'get-cars-info': call({ method: 'get', path: '/get-cars-info', answer: carsInfoAnswerSchema }),
  'info/translit-brands': call({ method: 'get', path: '/info/translit-brands', query: searchQuerySchema, answer: brandSearchAnswerSchema }),
  'info/translit-models': call({ method: 'get', path: '/info/translit-models', query: modelSearchQuerySchema, answer: modelSearchAnswerSchema }),
  'info/names': call({ method: 'get', path: '/info/names', query: searchQuerySchema, answer: namesAnswerSchema }),
  'info/plates': call({ method: 'get', path: '/info/plates', query: searchQuerySchema, answer: platesAnswerSchema }),
  'service-list/wash': call({ method: 'get', path: '/service-list/wash', query: washListQuerySchema, answer: serviceListAnswerSchema }),
  'service-tire/radius': call({ method: 'get', path: '/service-tire/radius', answer: radiusListAnswerSchema }),
  'service-tire/profile': call({ method: 'get', path: '/service-tire/profile', answer: profileListAnswerSchema }),
  'service-list/tires': call({ method: 'get', path: '/service-list/tires', query: tireListQuerySchema, answer: serviceListAnswerSchema }),
  'workers-wash/get': call({ method: 'get', path: '/workers-wash/get', answer: workersAnswerSchema }),
  'workers-tire/get': call({ method: 'get', path: '/workers-tire/get', answer: workersAnswerSchema }),

  'new-order/check-plate': call({ method: 'post', path: '/new-order/check-plate', body: checkPlateBodySchema, answer: checkPlateAnswerSchema }),
  'new-order': call({ method: 'post', path: '/new-order', body: newOrderBodySchema, answer: newOrderAnswerSchema }),
  'new-order/update': call({ method: 'post', path: '/new-order/update', body: updateOrderBodySchema, answer: okOnlySchema }),
  'new-order/lines': call({ method: 'post', path: '/new-order/lines', body: setLinesBodySchema, answer: okOnlySchema }),
  'new-order/quote': call({ method: 'post', path: '/new-order/quote', body: quoteBodySchema, answer: quoteAnswerSchema }),
  'get-client-recent-orders': call({ method: 'get', path: '/get-client-recent-orders', query: recentOrdersQuerySchema, answer: recentOrdersAnswerSchema }),
  'order/list': call({ method: 'get', path: '/order/list', query: orderListQuerySchema, answer: orderListAnswerSchema }),
  'order/changes': call({ method: 'get', path: '/order/changes', query: changesQuerySchema, answer: changesAnswerSchema }),
  'display/queue': call({ method: 'get', path: '/display/queue', answer: queueAnswerSchema }),
  'order/:id': call({ method: 'get', path: '/order/:id(\\d+)', params: orderIdParamsSchema, answer: orderAnswerSchema }),

  'order/set-worker': call({ method: 'post', path: '/order/set-worker', body: setWorkerBodySchema, answer: okOnlySchema }),
  'order/cancel-item': call({ method: 'post', path: '/order/cancel-item', body: orderItemIdBodySchema, answer: okOnlySchema }),
  'order/mark-item': call({ method: 'post', path: '/order/mark-item', body: orderItemIdBodySchema, answer: okOnlySchema }),
  'order/started': call({ method: 'post', path: '/order/started', body: orderIdBodySchema, answer: okOnlySchema }),
  'order/complete': call({ method: 'post', path: '/order/complete', body: orderIdBodySchema, answer: okOnlySchema }),
  'order/cancel': call({ method: 'post', path: '/order/cancel', body: orderIdBodySchema, answer: okOnlySchema }),
  'order/keys-taken': call({ method: 'post', path: '/order/keys-taken', body: orderIdBodySchema, answer: keysAnswerSchema }),
  'order/keys-left': call({ method: 'post', path: '/order/keys-left', body: orderIdBodySchema, answer: keysAnswerSchema }),
  'order/update-phone': call({ method: 'post', path: '/order/update-phone', body: updatePhoneBodySchema, answer: okOnlySchema }),

  'order/pay': call({ method: 'post', path: '/order/pay', body: payBodySchema, answer: payAnswerSchema }),
  'order/refund': call({ method: 'post', path: '/order/refund', body: refundBodySchema, answer: refundAnswerSchema }),
  'order/payment/switch-method': call({ method: 'post', path: '/order/payment/switch-method', query: switchMethodQuerySchema, answer: okOnlySchema }),
  'order/request-discount': call({ method: 'post', path: '/order/request-discount', body: requestDiscountBodySchema, answer: requestDiscountAnswerSchema }),
  'order/approve-discount': call({ method: 'post', path: '/order/approve-discount', body: approveDiscountBodySchema, answer: okOnlySchema }),
  'order/update-discount': call({ method: 'post', path: '/order/update-discount', body: updateDiscountBodySchema, answer: okOnlySchema }),
  'car/add-to-group': call({ method: 'post', path: '/car/add-to-group', body: addToGroupBodySchema, answer: okOnlySchema }),
  'order/get-groups-available': call({ method: 'get', path: '/order/get-groups-available', query: groupsQuerySchema, answer: groupsAnswerSchema }),
  'order/remove-parking': call({ method: 'post', path: '/order/remove-parking', body: orderIdBodySchema, answer: okOnlySchema }),
  'order/keys-returned': call({ method: 'post', path: '/order/keys-returned', body: orderIdBodySchema, answer: okOnlySchema }),
} as const satisfies Record<string, CallShape>;

export type CallName = keyof typeof CALLS;
type Shape<N extends CallName> = (typeof CALLS)[N];
/**
 * What a caller may hand a schema: its input side, except where that is `unknown` (zod's
 * `coerce` takes anything, since a query string or a form brings text), which takes the
 * output side, so that a loader's `order_id: 'x'` fails to compile.
 */
type Accepts<I, O> = unknown extends I
  ? O
  : I extends readonly (infer E)[]
    ? Array<Accepts<E, O extends readonly (infer F)[] ? F : never>>
    : I extends Record<string, unknown>
      ? { [K in keyof I]: Accepts<I[K], K extends keyof O ? O[K] : never> }
      : I;
type InputOf<S, K extends 'params' | 'query' | 'body'> = S extends Record<K, infer T extends z.ZodType> ? Accepts<z.input<T>, z.output<T>> : undefined;

/** What a caller hands a call: its path parameters, query and body, as the schemas take them. */
export type CallInput<N extends CallName> = {
  [K in 'params' | 'query' | 'body' as InputOf<Shape<N>, K> extends undefined ? never : K]: InputOf<Shape<N>, K>;
};
/** The `data` of a call's answer (undefined for answers without data). */
export type CallData<N extends CallName> = z.output<Shape<N>['answer']> extends { data: infer D } ? D : undefined;
/** What a handler returns as `data`: the answer schema's input side. */
export type HandlerData<S extends CallShape> = z.input<S['answer']> extends { data: infer D } ? D : undefined;

/** The concrete path of a call (`/order/12` for `order/:id`), its parameters encoded. */
export function callPath(shape: CallShape, params: Record<string, string | number> | undefined): string {
  return shape.path.replace(/:(\w+)(\([^)]*\))?/g, (_all, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${shape.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
