/**
 * What a whole number looks like as text, without zod, so that the browser can read a number
 * field the way the server does (docs/decisions/061-no-schemas-in-the-browser.md).
 */

/** Decimal digits, as many as a whole number of ours needs: no sign, point, exponent, prefix or space. */
export const DECIMAL_DIGITS = /^[0-9]{1,15}$/;

/**
 * A whole number as a person types it into a form (decisions 029 and 065): decimal digits, a
 * minus before them or not, spaces around trimmed; «-0» is 0. Anything else ('1e2', '0x10',
 * '1.0', '+1', «−1» with a Unicode minus, '--1') is not a number: undefined.
 */
export function wholeNumberOfText(text: string): number | undefined {
  const typed = text.trim();
  const digits = typed.startsWith('-') ? typed.slice(1) : typed;
  if (!DECIMAL_DIGITS.test(digits)) return undefined;
  // Subtracting from 0 never yields JavaScript's -0.
  return typed === digits ? Number(digits) : 0 - Number(digits);
}
