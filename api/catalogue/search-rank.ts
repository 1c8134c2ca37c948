import { searchKey } from './search-key';

/**
 * How well a catalogue entry answers what was typed, best first (docs/screens.md, the wizard):
 *   0 — the text is one of the entry's spellings (`vw`, `мерс`, `бмв`, `Тойота`);
 *   1 — a spelling starts with the text (`volks`, `мерсе`);
 *   2 — a phonetic key starts with it (`kamri` → Camry, `фольк` → Volkswagen);
 *   3 — the phonetic key merely contains it.
 * Without the first two, `vw` (phonetic `f`) listed FAW, Fiat and Ford before Volkswagen:
 * the skeleton merges v, w and f, so only the literal spelling tells them apart.
 */
export type SearchRank = 0 | 1 | 2 | 3;

export interface SearchEntry {
  /** Name, Russian name and aliases, as written. */
  spellings: readonly string[];
  /** The phonetic keys of the spellings joined by spaces (search-key.ts, `entrySearchKey`). */
  searchKey: string;
}

/** A spelling as letters and digits only, lower case, ё as е: `VW` → `vw`, `Мерседес-Бенц` → `мерседесбенц`. */
export function literalKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The entry's rank for the query; null when it does not match. An empty query matches everything equally. */
export function searchRank(query: string, entry: SearchEntry): SearchRank | null {
  const literal = literalKey(query);
  const phonetic = searchKey(query);
  if (!literal && !phonetic) return 0;
  if (literal) {
    const spellings = entry.spellings.map(literalKey);
    if (spellings.includes(literal)) return 0;
    if (spellings.some((s) => s.startsWith(literal))) return 1;
  }
  if (!phonetic) return null;
  const keys = entry.searchKey.split(' ');
  if (keys.some((k) => k.startsWith(phonetic))) return 2;
  return entry.searchKey.includes(phonetic) ? 3 : null;
}

/**
 * The entries that match, best rank first; within a rank, the one whose key holds the text
 * earlier (`р` finds Granta before Aura), then by name; at most `limit`.
 */
export function rankEntries<T extends SearchEntry & { name: string }>(query: string, entries: readonly T[], limit: number): T[] {
  const phonetic = searchKey(query);
  return entries
    .map((entry) => ({ entry, rank: searchRank(query, entry), at: entry.searchKey.indexOf(phonetic) }))
    .filter((r): r is { entry: T; rank: SearchRank; at: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || (a.rank > 1 ? a.at - b.at : 0) || a.entry.name.localeCompare(b.entry.name, 'ru'))
    .slice(0, limit)
    .map((r) => r.entry);
}
