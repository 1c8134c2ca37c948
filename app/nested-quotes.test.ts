import { describe, expect, it } from 'vitest';
import { label } from '~/test/i18n';
import { nestQuotes } from './nested-quotes';

describe('quotes inside quotes', () => {
  it('prints a name with its own «» inside a label’s «» with the inner quotes of the language', () => {
    expect(nestQuotes('Группа «ЖК «Событие»»: 7%')).toBe('Группа «ЖК „Событие“»: 7%');
    expect(nestQuotes('Groupe « ЖК «Событие» » : 7 %', 'fr')).toBe('Groupe « ЖК “Событие” » : 7 %');
    expect(nestQuotes('Gruppe «ЖК «Событие»»', 'de')).toBe('Gruppe «ЖК ‹Событие›»');
  });

  it('leaves a name shown on its own, text without quotes, and a stray closing quote as they are', () => {
    expect(nestQuotes('ЖК «Событие»')).toBe('ЖК «Событие»');
    expect(nestQuotes('Мойка кузова')).toBe('Мойка кузова');
    expect(nestQuotes('a » b «c»')).toBe('a » b «c»');
  });

  it('is what the screens print: the product’s i18next runs it on every translated text', () => {
    expect(label('clients.group', { name: 'ЖК «Событие»', percent: 7 })).toBe('Группа «ЖК „Событие“»: 7%');
  });
});
