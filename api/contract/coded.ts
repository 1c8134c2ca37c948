/**
 * What a notice and a refusal share (docs/decisions/014-codes-beside-texts.md): a stable code
 * from a table of Russian sentences, and the values of the sentence's `{{name}}`s.
 */
export type CodeParams = Record<string, string | number>;

export interface Coded<C extends string> {
  code: C;
  params?: CodeParams;
}

/** The codes of a table, in its order. */
export const codesOf = <T extends Record<string, string>>(table: T) => Object.keys(table) as Array<keyof T & string>;

/** A code with its params (left out when there are none). */
export const coded = <C extends string>(code: C, params?: CodeParams): Coded<C> => (params ? { code, params } : { code });
