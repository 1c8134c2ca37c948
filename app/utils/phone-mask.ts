/**
 * The one way a person sees a client's phone: `+7 (916) 123-45-67` (docs/screens.md section 5),
 * in the input while typing, in the placeholder and hints, and wherever a stored phone is shown.
 * The API stores and sends `+79161234567`; only the screens use this shape.
 */
export const PHONE_EXAMPLE = '+7 (916) 123-45-67';
/** The placeholder of an empty phone field: the shape to fill, not a number that reads as one typed in. */
export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__';

/**
 * The ten digits after +7 found in what a person typed or pasted, as far as they go.
 * `+7…` (the mask's own text, or a pasted `+7 916 123 45 67`) starts with the country code.
 * Otherwise a leading 8 or 7 is the trunk or country prefix (`89161234567`, or the first key
 * pressed), except in a whole 10-digit number: a pasted `8125551234` is Saint Petersburg.
 * A Russian number after +7 never starts with 0, so zeros there are dropped as typos.
 */
function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  const countryCodeFirst = /^\s*\+7/.test(input);
  if (countryCodeFirst || (/^[78]/.test(digits) && digits.length !== 10)) digits = digits.slice(1);
  return digits.replace(/^0+/, '').slice(0, 10);
}

/**
 * `916` → `+7 (916`, `9161234` → `+7 (916) 123-4`: no separator is written before its digit,
 * so Backspace removes a digit, never just a bracket or dash.
 */
function groupNational(digits: string): string {
  const groups: Array<[separator: string, from: number, to: number]> = [
    ['+7 (', 0, 3],
    [') ', 3, 6],
    ['-', 6, 8],
    ['-', 8, 10],
  ];
  return groups
    .filter(([, from]) => digits.length > from)
    .map(([separator, from, to]) => separator + digits.slice(from, to))
    .join('');
}

/**
 * What the phone input shows after each change. A bare prefix (`8`, `7`, `+7`) becomes `+7`,
 * so the person sees the first key was taken as the country code; `+` alone stays so `+7`
 * can be typed by hand. What is left after erasing the last digit (`+7 (`) clears the field.
 */
export function maskPhoneInput(input: string): string {
  const digits = nationalDigits(input);
  if (digits) return groupNational(digits);
  const compact = input.replace(/\s/g, '');
  if (/^\+?[78]$/.test(compact)) return '+7';
  return compact === '+' ? '+' : '';
}

/**
 * The phone to save from the input, `+79161234567`, or undefined while fewer than ten digits
 * follow +7. Checked on the mask's digits rather than with the API's normalizePhone, which
 * reads a 9-digit `+7 (916) 123-45-6` as the 10-digit national number 7916123456.
 */
export function phoneFromInput(input: string): string | undefined {
  const digits = nationalDigits(input);
  return digits.length === 10 ? `+7${digits}` : undefined;
}
