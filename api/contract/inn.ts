/**
 * A Russian taxpayer number (ИНН): 10 digits for an organisation, 12 for a sole trader, the
 * last one or two being check digits of the others (weighted sums modulo 11, then 10). A
 * mistyped digit is caught here rather than printed on every receipt.
 */
const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) => (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10;

export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const d = [...inn].map(Number);
  if (d.length === 10) return checkDigit(d, WEIGHTS_10) === d[9];
  return checkDigit(d, WEIGHTS_11) === d[10] && checkDigit(d, WEIGHTS_12) === d[11];
}
