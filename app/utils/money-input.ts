import { ROUBLES_TEXT } from '#contract/roubles-text';
import { formatNumber } from './format';

/**
 * Roubles as a cashier types them ('1 250,50', '990', '990.5'): digits and at most two
 * decimals, spaces as thousands separators. Integer kopecks, or null when it is not such a
 * sum (Number() would also take '0x64' or '1e2').
 */
export function parseRoubles(text: string): number | null {
  const trimmed = text.trim();
  // The API's own grammar of a sum (ROUBLES_TEXT): a sum the screen takes, the API takes.
  if (!ROUBLES_TEXT.test(trimmed)) return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(trimmed.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What is wrong with a typed sum against what is due (both compared in kopecks), or null. */
export function sumProblem(text: string, dueRoubles: number): 'required' | 'format' | 'zero' | 'aboveDue' | null {
  if (!text.trim()) return 'required';
  const kopecks = parseRoubles(text);
  if (kopecks === null) return 'format';
  if (kopecks === 0) return 'zero';
  if (kopecks > Math.round(dueRoubles * 100)) return 'aboveDue';
  return null;
}

/**
 * A sum in roubles as a money field shows it, the way the screens write money without the ₽:
 * «1 900,50», «2 000» (formatMoney: a narrow no-break space between thousands).
 */
export function moneyInputText(roubles: number): string {
  return formatNumber(roubles);
}

/** Kopecks still missing when the cash received is below the sum; null when enough (or nothing readable) was received. */
export function cashShort(receivedText: string, sumText: string): number | null {
  const received = parseRoubles(receivedText);
  const sum = parseRoubles(sumText);
  if (received === null || sum === null || received >= sum) return null;
  return sum - received;
}

/** The change to give from cash received for a sum, in kopecks; null until enough was received. */
export function changeFrom(receivedText: string, sumText: string): number | null {
  const received = parseRoubles(receivedText);
  const sum = parseRoubles(sumText);
  if (received === null || sum === null || received < sum) return null;
  return received - sum;
}
