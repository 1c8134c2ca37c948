import type { TireSize } from '#contract/clients';

/** Says a word by its key, or the default when the language has none: i18next's `t`, or the customers' page words. */
export type SayOrDefault = (key: string, values: { defaultValue: string }) => string;

/**
 * A catalogue row (a car class, a tyre profile) in the reader's language: the API sends a code
 * beside the Russian name (docs/decisions/014-codes-beside-texts.md); a row the owner added has
 * no code and keeps its own name.
 */
export function catalogueName(t: SayOrDefault, kind: 'class' | 'profile', row: { code: string | null; name: string }): string {
  return row.code ? t(`catalogue.${kind}.${row.code}`, { defaultValue: row.name }) : row.name;
}

/** A tyre line's size as it was taken, «R16, Стандартный» (the profile in the reader's language); '' for a line without one. */
export function tyreSizeText(size: TireSize | null, t: SayOrDefault): string {
  if (!size) return '';
  return `${size.radius}, ${catalogueName(t, 'profile', { code: size.profile_code, name: size.profile })}`;
}

/** A line as the shop's screens, the receipt and the customer's page name it: «Балансировка (R16, Стандартный)», «Мойка кузова». */
export function withTyreSize(name: string, size: TireSize | null, t: SayOrDefault): string {
  const text = tyreSizeText(size, t);
  return text ? `${name} (${text})` : name;
}
