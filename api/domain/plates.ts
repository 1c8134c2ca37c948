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
