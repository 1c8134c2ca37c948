/**
 * Client phones (docs/screens.md section 5): optional; Russian mobile or landline numbers typed
 * as '+7 (916) 123-45-67', '8 916 123 45 67' or '9161234567', stored as '+79161234567'.
 * The first digit after 7 is 1 to 9.
 */
export function normalizePhone(input: string): string | undefined {
  const typed = input.trim();
  // A number written with its country code is read after it: '+7 (916) 123-45-6' is one
  // digit short, not '+7 791 612-34-56'.
  if (typed.startsWith('+') && !typed.startsWith('+7')) return undefined;
  let digits = (typed.startsWith('+7') ? typed.slice(2) : typed).replace(/\D/g, '');
  if (!typed.startsWith('+7') && digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  if (digits.length !== 10 || digits.startsWith('0')) return undefined;
  return `+7${digits}`;
}
