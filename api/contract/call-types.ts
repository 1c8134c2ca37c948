import type { z } from 'zod';
import type { CALLS, CallShape } from './calls';

/* The types a caller and a handler of the table of calls (./calls.ts) are checked by. */

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
/**
 * A path or a query string is text: where the schema reads a number from it
 * (api/contract/fields.ts `fromDigits`), a caller may hand the number, which the transport
 * writes out in decimal digits.
 */
type Written<I, O> = { [K in keyof I]: K extends keyof O ? (NonNullable<O[K]> extends number ? I[K] | O[K] : I[K]) : I[K] };
type InputOf<S, K extends 'params' | 'query' | 'body'> =
  S extends Record<K, infer T extends z.ZodType>
    ? K extends 'body'
      ? Accepts<z.input<T>, z.output<T>>
      : Written<Accepts<z.input<T>, z.output<T>>, z.output<T>>
    : undefined;

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
