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

/** The digits a person has typed, shown in the mask '+7(xxx) xxx-xxxx' (SPEC.md section 5). */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('7') || digits.startsWith('8')) digits = digits.slice(1);
  digits = digits.replace(/^0+/, '').slice(0, 10);
  if (!digits) return '';
  const part = (from: number, to: number) => digits.slice(from, to);
  let out = `+7(${part(0, 3)}`;
  if (digits.length > 3) out += `) ${part(3, 6)}`;
  if (digits.length > 6) out += `-${part(6, 10)}`;
  return out;
}
