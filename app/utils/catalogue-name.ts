import type { TFunction } from 'i18next';

/**
 * A catalogue row (a car class, a tyre profile) in the reader's language: the API sends a code
 * beside the Russian name (docs/decisions/014-codes-beside-texts.md); a row the owner added has
 * no code and keeps its own name.
 */
export function catalogueName(t: TFunction, kind: 'class' | 'profile', row: { code: string | null; name: string }): string {
  return row.code ? t(`catalogue.${kind}.${row.code}`, { defaultValue: row.name }) : row.name;
}
