/**
 * Client phones (SPEC.md section 5): optional; Russian mobile or landline numbers typed
 * as '+7 (916) 123-45-67', '8 916 123 45 67' or '9161234567', stored as '+79161234567'.
 * The first digit after 7 is 1 to 9.
 */
export function normalizePhone(input: string): string | undefined {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  if (digits.length !== 10 || digits.startsWith('0')) return undefined;
  return `+7${digits}`;
}
