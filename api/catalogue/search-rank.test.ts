import { describe, expect, it } from 'vitest';
import { entrySearchKey } from './search-key';
import { literalKey, rankEntries, searchRank } from './search-rank';

const entry = (name: string, ...others: string[]) => ({ name, spellings: [name, ...others], searchKey: entrySearchKey(name, ...others) });

describe('searchRank', () => {
  const volkswagen = entry('Volkswagen', 'Фольксваген', 'VW');
  const faw = entry('FAW', 'ФАВ');

  it('puts a spelling typed in full first, then a spelling it begins, then sound-alikes', () => {
    expect(searchRank('vw', volkswagen)).toBe(0);
    expect(searchRank('VW', faw)).toBe(2);
    expect(searchRank('volks', volkswagen)).toBe(1);
    expect(searchRank('фольк', volkswagen)).toBe(1);
    expect(searchRank('фолксв', volkswagen)).toBe(2);
    expect(searchRank('сваген', volkswagen)).toBe(3);
    expect(searchRank('тойота', volkswagen)).toBeNull();
  });

  it('reads spellings letter for letter: case, ё, spaces and hyphens do not count', () => {
    expect(literalKey('Мерседес-Бенц')).toBe('мерседесбенц');
    expect(literalKey(' Хёндай ')).toBe('хендай');
    expect(searchRank('мерседес бенц', entry('Mercedes-Benz', 'Мерседес-Бенц'))).toBe(0);
  });

  it('lets an empty query match everything alike', () => {
    expect(searchRank('', faw)).toBe(0);
    expect(searchRank(' - ', volkswagen)).toBe(0);
  });

  it('sorts by rank, then by name, and keeps the limit', () => {
    const entries = [entry('Ford', 'Форд'), faw, entry('Fiat', 'Фиат'), volkswagen, entry('Toyota', 'Тойота')];
    expect(rankEntries('vw', entries, 10).map((e) => e.name)).toEqual(['Volkswagen', 'FAW', 'Fiat', 'Ford']);
    expect(rankEntries('f', entries, 2).map((e) => e.name)).toEqual(['FAW', 'Fiat']);
  });
});
