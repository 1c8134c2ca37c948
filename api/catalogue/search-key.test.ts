import { describe, expect, it } from 'vitest';
import { entrySearchKey, matchesSearch, searchKey } from './search-key';

interface Pair {
  query: string;
  /** The entry's spellings as stored: name, then Russian name or aliases. */
  entry: string[];
}

// Cross-alphabet pairs give the entry only in the other alphabet, so the rules must do the work.
const MATCHES: Pair[] = [
  { query: 'тойота', entry: ['Toyota'] },
  { query: 'kamri', entry: ['Camry'] },
  { query: 'камри', entry: ['Camry'] },
  { query: 'camry', entry: ['Камри'] },
  { query: 'фольксваген', entry: ['Volkswagen'] },
  { query: 'фольк', entry: ['Volkswagen'] },
  { query: 'volkswagen', entry: ['Фольксваген'] },
  { query: 'хундай', entry: ['Hyundai'] },
  { query: 'hyundai', entry: ['Хундай'] },
  { query: 'шкода', entry: ['Skoda'] },
  { query: 'skoda', entry: ['Шкода'] },
  { query: 'škoda', entry: ['Шкода'] },
  { query: 'мерседес', entry: ['Mercedes-Benz'] },
  { query: 'mercedes', entry: ['Мерседес-Бенц'] },
  { query: 'лада', entry: ['Lada'] },
  { query: 'lada', entry: ['Лада'] },
  { query: 'солярис', entry: ['Solaris'] },
  { query: 'solaris', entry: ['Солярис'] },
  { query: 'кашкай', entry: ['Qashqai'] },
  { query: 'qashqai', entry: ['Кашкай'] },
  { query: 'рав4', entry: ['RAV4'] },
  { query: 'rav 4', entry: ['РАВ4'] },
  { query: 'чери', entry: ['Chery'] },
  { query: 'chery', entry: ['Чери'] },
  { query: 'хавал', entry: ['Haval'] },
  { query: 'киа', entry: ['Kia'] },
  { query: 'kia', entry: ['Киа'] },
  // A common misspelling; the doubled i collapses.
  { query: 'кия', entry: ['Kia'] },
  { query: 'рио', entry: ['Rio'] },
  { query: 'поло', entry: ['Polo'] },
  { query: 'гранта', entry: ['Granta'] },
  { query: 'веста', entry: ['Vesta'] },
  { query: 'ниссан', entry: ['Nissan'] },
  { query: 'nissan', entry: ['Ниссан'] },
  { query: 'мазда', entry: ['Mazda'] },
  { query: 'субару', entry: ['Subaru'] },
  { query: 'шевроле', entry: ['Chevrolet'] },
  { query: 'ситроен', entry: ['Citroen'] },
  { query: 'citroën', entry: ['Ситроен'] },
  { query: 'форд', entry: ['Ford'] },
  { query: 'фокус', entry: ['Focus'] },
  { query: 'focus', entry: ['Фокус'] },
  { query: 'туарег', entry: ['Touareg'] },
  { query: 'touareg', entry: ['Туарег'] },
  { query: 'тигуан', entry: ['Tiguan'] },
  { query: 'крета', entry: ['Creta'] },
  { query: 'creta', entry: ['Крета'] },
  { query: 'королла', entry: ['Corolla'] },
  { query: 'corolla', entry: ['Королла'] },
  { query: 'лэнд крузер', entry: ['Land Cruiser', 'Ленд Крузер'] },
  { query: 'спорт', entry: ['Sportage'] },
  // Beyond the list: the same rules.
  { query: 'джип', entry: ['Jeep'] },
  { query: 'порше', entry: ['Porsche'] },
  { query: 'вольво', entry: ['Volvo'] },
  { query: 'бмв', entry: ['BMW'] },
  { query: 'лексус', entry: ['Lexus'] },
  { query: 'мицубиси', entry: ['Mitsubishi'] },
  { query: 'октавия', entry: ['Octavia'] },
  { query: 'пассат', entry: ['Passat'] },
  { query: 'джетта', entry: ['Jetta'] },
  // Spellings the rules cannot reach: the brand stores them as its Russian name or an alias.
  { query: 'хендай', entry: ['Hyundai', 'Хендай'] },
  { query: 'пежо', entry: ['Peugeot', 'Пежо'] },
  { query: 'рено', entry: ['Renault', 'Рено'] },
  { query: 'джили', entry: ['Geely', 'Джили'] },
  { query: 'спортейдж', entry: ['Sportage', 'Спортейдж'] },
  { query: 'ленд крузер', entry: ['Land Cruiser', 'Ленд Крузер'] },
  { query: 'land cruiser', entry: ['Ленд Крузер', 'Land Cruiser'] },
];

const MISMATCHES: Pair[] = [
  { query: 'камри', entry: ['Corolla', 'Королла'] },
  { query: 'поло', entry: ['Solaris', 'Солярис'] },
  { query: 'rio', entry: ['Polo', 'Поло'] },
  { query: 'киа', entry: ['Camry', 'Камри'] },
  { query: 'kia', entry: ['Skoda', 'Шкода'] },
  { query: 'мазда', entry: ['Mercedes-Benz', 'Мерседес-Бенц'] },
  { query: 'чери', entry: ['Chevrolet', 'Шевроле'] },
  { query: 'форд', entry: ['Focus', 'Фокус'] },
  { query: 'гранта', entry: ['Vesta', 'Веста'] },
  { query: 'тигуан', entry: ['Touareg', 'Туарег'] },
  { query: 'хавал', entry: ['Hyundai', 'Хендай'] },
  { query: 'лада', entry: ['Largus', 'Ларгус'] },
  { query: 'ниссан', entry: ['Niva', 'Нива'] },
  { query: 'x5', entry: ['X6'] },
  // A query key never spans two stored spellings.
  { query: 'polopolo', entry: ['Polo', 'Поло'] },
];

describe('searchKey', () => {
  it.each(MATCHES)('$query finds $entry', ({ query, entry }) => {
    expect(matchesSearch(query, entrySearchKey(...entry))).toBe(true);
  });

  it.each(MISMATCHES)('$query does not find $entry', ({ query, entry }) => {
    expect(matchesSearch(query, entrySearchKey(...entry))).toBe(false);
  });

  it('lets an empty query match everything', () => {
    expect(matchesSearch('', entrySearchKey('Toyota', 'Тойота'))).toBe(true);
    expect(matchesSearch('  - ', entrySearchKey('Toyota'))).toBe(true);
    expect(matchesSearch('', '')).toBe(true);
  });

  it('ignores case, spaces and hyphens', () => {
    expect(searchKey('LAND  CRUISER')).toBe(searchKey('land-cruiser'));
    expect(searchKey('Мерседес-Бенц')).toBe(searchKey('мерседес бенц'));
    expect(searchKey('ТОЙОТА')).toBe(searchKey('тойота'));
    expect(matchesSearch('  RaV-4 ', entrySearchKey('RAV4'))).toBe(true);
  });

  it('treats ё as е', () => {
    expect(searchKey('Хёндай')).toBe(searchKey('Хендай'));
    expect(searchKey('ЁЛКА')).toBe(searchKey('елка'));
  });

  it('reduces spellings to a Latin skeleton of letters and digits', () => {
    expect(searchKey('Land Cruiser')).toBe('landkruiser');
    expect(searchKey('Королла')).toBe('korola');
    expect(searchKey('Chery')).toBe('seri');
    expect(searchKey('Volkswagen')).toBe('folksfagen');
    expect(searchKey('Рав 4!')).toBe('raf4');
    expect(searchKey('%_\\')).toBe('');
  });

  it('joins the distinct keys of an entry with a space and skips missing spellings', () => {
    expect(entrySearchKey('Polo', 'Поло')).toBe('polo');
    expect(entrySearchKey('Peugeot', undefined, 'Пежо', '')).toBe('peugeot pezo');
  });
});
