/**
 * Checks of what the browser reads back from its own storage and forms (drafts in
 * sessionStorage, the UI settings of a pending save). A few type guards instead of a
 * schema library: no zod of any size reaches the browser (docs/decisions/018). What comes
 * from outside the browser is parsed by the server with the contract's zod schemas.
 */
export type Check<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A database id: a positive 32-bit integer. */
export const isId: Check<number> = (value): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

export const isIntFrom =
  (min: number, max: number): Check<number> =>
  (value): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export const isText =
  (maxLength: number): Check<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length <= maxLength;

export const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

export const isExactly =
  <T extends string>(expected: T): Check<T> =>
  (value): value is T =>
    value === expected;

export const isNullOr =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

export const isListOf =
  <T>(check: Check<T>, maxLength: number): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.length <= maxLength && value.every(check);

/** An object whose every listed field passes its check (other fields are ignored). */
export const isShape =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: S[K] extends Check<infer T> ? T : never }> =>
  (value): value is { [K in keyof S]: S[K] extends Check<infer T> ? T : never } =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));
