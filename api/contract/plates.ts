/**
 * Plate numbers (DOMAIN.md 'Vehicles'): stored upper case, without spaces, with Latin
 * look-alikes turned into their Cyrillic twins, so `a123bc77`, `А 123 ВС 77` and
 * `А123ВС77` are one car.
 */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А', B: 'В', E: 'Е', K: 'К', M: 'М', H: 'Н', O: 'О', P: 'Р', C: 'С', T: 'Т', Y: 'У', X: 'Х',
};

export const STANDARD_PLATE = /^[АВЕКМНОРСТУХ]\d{3}[АВЕКМНОРСТУХ]{2}\d{2,3}$/;
export const NON_STANDARD_MAX = 12;

export function normalizePlate(input: string): string {
  return input
    .toUpperCase()
    .replace(/Ё/g, 'Е')
    .replace(/[\s\-_.]/g, '')
    .replace(/[ABEKMHOPCTYX]/g, (ch) => LATIN_TO_CYRILLIC[ch] ?? ch);
}

/** A standard Russian plate: letter, three digits, two letters, region of 2 or 3 digits. */
export function isStandardPlate(normalized: string): boolean {
  return STANDARD_PLATE.test(normalized);
}

/** A non-standard plate (trailer, foreign, old series): any 1 to 12 characters. */
export function isValidNonStandardPlate(normalized: string): boolean {
  return normalized.length >= 1 && normalized.length <= NON_STANDARD_MAX;
}

/**
 * What a search box's text becomes for matching plates: the same normalisation, so a
 * fragment typed on a Latin keyboard (`a12`) finds `А123ВС77`.
 */
export function plateSearchFragment(input: string): string {
  return normalizePlate(input).replace(/[%_\\]/g, '');
}

const LETTER = /[АВЕКМНОРСТУХ]/;
const DIGIT = /\d/;
/** Which kind of character each position of a standard plate takes. */
const STANDARD_SHAPE = [LETTER, DIGIT, DIGIT, DIGIT, LETTER, LETTER, DIGIT, DIGIT, DIGIT];

/**
 * The plate field's mask: what a person types (either keyboard) becomes the stored form;
 * in standard mode only characters that fit the next position are kept (at most 9).
 */
export function maskPlate(input: string, nonStandard: boolean): string {
  const normalized = normalizePlate(input);
  if (nonStandard) return normalized.slice(0, NON_STANDARD_MAX);
  let out = '';
  for (const ch of normalized) {
    const rule = STANDARD_SHAPE[out.length];
    if (!rule) break;
    if (rule.test(ch)) out += ch;
  }
  return out;
}
