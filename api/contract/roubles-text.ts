/**
 * Roubles as people write them and the screens show them (docs/screens.md 'Sizes and
 * formats'): up to nine digits, the thousands grouped by one space (plain, no-break or narrow
 * no-break: «1 900,50») or not at all, then at most two decimals after a point or a comma.
 * Nothing else reads as a sum: not '1e3', '0x10', or spaces that group nothing ('17 00').
 * A module without zod: the cashier's money fields read it in the browser (decision 018);
 * fields.ts builds its schemas on it.
 */
export const ROUBLES_TEXT = /^(?:\d{1,9}|\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,2})(?:[.,]\d{1,2})?$/;
/** Roubles of a text ROUBLES_TEXT accepts, as a number. */
export const roublesOfText = (text: string) => Number(text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
/**
 * Digits and at most two decimals, but more than any sum has (ten or more, the first not a zero):
 * the number they are, finite however long, so that what is said is «не больше …», not «only
 * digits, for example …»; null for anything else. Always past every limit (a billion and more),
 * it never lets in a sum ROUBLES_TEXT refuses ('0000000000005', '000000 17 00').
 */
export function roublesTooLong(text: string): number | null {
  const compact = text.trim().replace(/[ \u00a0\u202f]/g, '');
  if (!/^[1-9]\d{9,}(?:[.,]\d{1,2})?$/.test(compact)) return null;
  // A number of 309 digits is Infinity, which the schemas call no number at all.
  return Math.min(Number(compact.replace(',', '.')), Number.MAX_SAFE_INTEGER);
}
