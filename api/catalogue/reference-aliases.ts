import { BRANDS } from '../seed/reference/vehicles';
import { entrySearchKey } from './search-key';

/**
 * The aliases of the shipped catalogue (VW → Volkswagen, Мерс → Mercedes-Benz, Бэха → BMW, …),
 * looked up by name. The database keeps only their phonetic skeleton, written when the
 * catalogue was seeded; reading them from here also lets a database seeded before an alias
 * was added find it, and lets an alias match letter for letter (search-rank.ts).
 */
const brandAliases = new Map(BRANDS.map((b) => [b.name, b.aliases ?? []]));
const modelAliases = new Map(BRANDS.flatMap((b) => b.models.map((m) => [`${b.name}\u0000${m.name}`, m.aliases ?? []] as const)));

export function aliasesOfBrand(brand: string): readonly string[] {
  return brandAliases.get(brand) ?? [];
}

export function aliasesOfModel(brand: string, model: string): readonly string[] {
  return modelAliases.get(`${brand}\u0000${model}`) ?? [];
}

/** The stored phonetic key with the aliases' keys added (duplicates are harmless for matching). */
export function withAliasKeys(storedKey: string, aliases: readonly string[]): string {
  const extra = entrySearchKey(...aliases);
  return extra ? `${storedKey} ${extra}` : storedKey;
}
