/**
 * Plate numbers (docs/domain.md 'Vehicles, clients, catalogue'). A standard Russian plate is
 * stored in one form: upper case, without spaces or dashes, with Latin look-alikes turned into
 * their Cyrillic twins, so `a123bc77`, `А 123 ВС 77` and `А123ВС77` are one car. Any other plate
 * (foreign, trailer, old series) is kept as typed, only upper-cased with its spaces tidied:
 * its letters may really be Latin, and turning `b-mw 1234` into `ВМW1234` would mix alphabets.
 */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

export const STANDARD_PLATE = /^[АВЕКМНОРСТУХ]\d{3}[АВЕКМНОРСТУХ]{2}\d{2,3}$/;
export const NON_STANDARD_MAX = 12;

/**
 * Invisible characters other than spaces (controls, soft hyphens, zero-width spaces and
 * joiners, bidi marks): a person sees nothing of them, so a plate typed or pasted with one
 * is the same car as without it. The zero-width no-break space (U+FEFF) by name: JavaScript
 * counts it as whitespace, and it would become a space between groups.
 */
const INVISIBLE = /\uFEFF|(?!\s)[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The characters a person sees, upper case, in one Unicode form: compatibility forms folded
 * (full-width `ａ１２３` is `A123`, as a phone's keyboard may type it), invisible ones dropped.
 * Invisible ones first, or one between a letter and its accent would keep the two apart; then
 * upper case and the normal form twice, as each can undo the other (Greek `ΰ` upper-cased is
 * three code points; a modifier letter folds to a small one): a stored plate reads back as itself.
 */
function visibleUpper(input: string): string {
  const upperNormal = (text: string) => text.toUpperCase().normalize('NFKC');
  return upperNormal(upperNormal(input.replace(INVISIBLE, '').normalize('NFKC'))).replace(INVISIBLE, '');
}

/** The standard form of any text: upper case, no separators, look-alikes in Cyrillic. */
function standardForm(input: string): string {
  return visibleUpper(input)
    .replace(/Ё/g, 'Е')
    .replace(/[\s\-_.]/g, '')
    .replace(/[ABEKMHOPCTYX]/g, (ch) => LATIN_TO_CYRILLIC[ch] ?? ch);
}

/** A plate as typed: upper case, no whitespace around it, and one space between its groups. */
function typedForm(input: string): string {
  return visibleUpper(input).trim().replace(/\s+/g, ' ');
}

/**
 * The stored form of a plate: the standard form when that is a standard plate (whichever
 * keyboard it was typed on), else the plate as typed, never changed to another alphabet.
 */
export function normalizePlate(input: string): string {
  const standard = standardForm(input);
  return isStandardPlate(standard) ? standard : typedForm(input);
}

/** A standard Russian plate: letter, three digits, two letters, region of 2 or 3 digits. */
export function isStandardPlate(normalized: string): boolean {
  return STANDARD_PLATE.test(normalized);
}

/**
 * A non-standard plate (trailer, foreign, old series): any 1 to 12 characters once tidied
 * (the field may still hold the space just typed after a group).
 */
export function isValidNonStandardPlate(plate: string): boolean {
  const typed = typedForm(plate);
  return typed.length >= 1 && typed.length <= NON_STANDARD_MAX;
}

/** Which stored form a search fragment is matched against (see plateSearchFragment). */
export type PlateForm = 'standard' | 'typed';

/**
 * What a search box's text becomes for matching plates stored in one form: `standard` (the
 * default) finds standard plates typed on either keyboard (`a12` finds `А123ВС77`), and the
 * plates stored before non-standard ones were kept as typed; `typed` finds a non-standard
 * plate by what was typed (`mw 12` finds `B-MW 1234`). LIKE's wildcards are dropped.
 */
export function plateSearchFragment(input: string, form: PlateForm = 'standard'): string {
  const fragment = form === 'typed' ? typedForm(input) : standardForm(input);
  return fragment.replace(/[%_\\]/g, '');
}

/**
 * Every form a search text may take in the plate column: a standard plate typed in either
 * alphabet (stored converted) and a non-standard one as typed (stored so), without repeats.
 */
export function plateSearchFragments(input: string): string[] {
  return [...new Set([plateSearchFragment(input), plateSearchFragment(input, 'typed')].filter(Boolean))];
}

const LETTER = /[АВЕКМНОРСТУХ]/;
const DIGIT = /\d/;
/** Which kind of character each position of a standard plate takes. */
const STANDARD_SHAPE = [LETTER, DIGIT, DIGIT, DIGIT, LETTER, LETTER, DIGIT, DIGIT, DIGIT];

/**
 * The plate field's mask. In standard mode what a person types (either keyboard) becomes
 * the stored form, keeping only characters that fit the next position (at most 9). In
 * non-standard mode the text stays as typed, upper case, at most 12 characters; a space
 * at the end is kept (collapsed to one), or the next group could not be typed after it.
 */
export function maskPlate(input: string, nonStandard: boolean): string {
  if (nonStandard) return visibleUpper(input).trimStart().replace(/\s+/g, ' ').slice(0, NON_STANDARD_MAX);
  let out = '';
  for (const ch of standardForm(input)) {
    const rule = STANDARD_SHAPE[out.length];
    if (!rule) break;
    if (rule.test(ch)) out += ch;
  }
  return out;
}
