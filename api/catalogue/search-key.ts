/**
 * Search keys for the car catalogue: staff type a brand or model in either alphabet and
 * with whatever spelling they heard (`тойота`, `kamri`, `фольк`), so every spelling is
 * reduced to the same phonetic Latin skeleton and a query matches when its skeleton is a
 * substring of the entry's. A skeleton contains only [a-z0-9] (and, in an entry key,
 * single spaces between spellings), so it is safe inside LIKE '%' || key || '%'.
 *
 * Spellings that sound different cannot be reached by rules without false matches
 * (Peugeot/Пежо, Renault/Рено, Geely/Джили, Hyundai/Хендай, Sportage/Спортейдж,
 * Land Cruiser/Ленд Крузер); the entry stores them as its Russian name or an alias.
 */

type Rule = readonly [pattern: RegExp, replacement: string];

const CYRILLIC_CONSONANT = '[бвгджзклмнпрстфхцчшщ]';

/** Applied to Cyrillic text before letter-by-letter transliteration. */
const CYRILLIC_RULES: readonly Rule[] = [
  // ё is written as е more often than not.
  [/ё/g, 'е'],
  // After a consonant я and ю only soften it, which Latin spellings do not show: Солярис = Solaris.
  [new RegExp(`(?<=${CYRILLIC_CONSONANT})я`, 'g'), 'а'],
  [new RegExp(`(?<=${CYRILLIC_CONSONANT})ю`, 'g'), 'у'],
];

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

const CONSONANT = '[b-df-hj-np-tv-z]';

/** Applied in this order to Latin text, whether typed or transliterated. */
const LATIN_RULES: readonly Rule[] = [
  // Spaces, hyphens, punctuation and other scripts vanish: 'Land Cruiser' → 'landkruiser'.
  [/[^a-z0-9]+/g, ''],
  // Latin j is Russian дж (Jeep = Джип, Jetta = Джетта).
  [/j/g, 'dzh'],
  // x is кс (Lexus = Лексус); Cyrillic х has already become h.
  [/x/g, 'ks'],
  // q is к (Qashqai = Кашкай).
  [/q/g, 'k'],
  // y is и or й (Toyota = Тойота, Camry = Камри); Cyrillic й and ы are already i.
  [/y/g, 'i'],
  // ph is ф.
  [/ph/g, 'f'],
  // ck is к.
  [/ck/g, 'k'],
  // Soft c and ch are sibilants (Mercedes = Мерседес, Citroen = Ситроен, Chery = Чери, Chevrolet = Шевроле).
  [/c(?=[eih])/g, 's'],
  // Any other c is к (Corolla, Creta, Focus).
  [/c/g, 'k'],
  // h after a consonant only colours it: sh, ch, zh, kh, th → s, s, z, k, t (Skoda = Шкода, Porsche = Порше).
  [new RegExp(`(${CONSONANT})h`, 'g'), '$1'],
  // tz is ц.
  [/tz/g, 'ts'],
  // v, w and f merge: Volkswagen = Фольксваген, BMW = БМВ; Russian devoices v anyway.
  [/[vw]/g, 'f'],
  // French ou is у (Touareg = Туарег).
  [/ou/g, 'u'],
  // English ee and oo are и and у (Jeep = Джип).
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // ae is э.
  [/ae/g, 'e'],
  // yu after a consonant is у (Hyundai = Хундай), as ю after a consonant above.
  [new RegExp(`(${CONSONANT})iu`, 'g'), '$1u'],
  // Doubled letters are heard once (Corolla = Королла, Nissan = Ниссан).
  [/([a-z])\1+/g, '$1'],
];

function applyRules(text: string, rules: readonly Rule[]): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Reduces any spelling (Cyrillic or Latin, any case, with spaces, hyphens, ё) to a phonetic Latin skeleton used for matching. */
export function searchKey(text: string): string {
  const cyrillic = applyRules(text.normalize('NFC').toLowerCase(), CYRILLIC_RULES);
  const latin = cyrillic
    .replace(/[а-я]/g, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter)
    // Diacritics go: Citroën, Škoda.
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return applyRules(latin, LATIN_RULES);
}

/**
 * The skeleton stored for an entry: the keys of its name, its Russian name and aliases joined
 * by a space, so a query key can be matched with LIKE '%' || key || '%'.
 */
export function entrySearchKey(...spellings: ReadonlyArray<string | undefined>): string {
  const keys = spellings.map((spelling) => (spelling === undefined ? '' : searchKey(spelling)));
  // The Russian name often reduces to the same key as the Latin one; store it once.
  return [...new Set(keys.filter((key) => key !== ''))].join(' ');
}

/** True when the query matches the entry (query key is a substring of the entry key); an empty query matches everything. */
export function matchesSearch(query: string, entryKey: string): boolean {
  return entryKey.includes(searchKey(query));
}
