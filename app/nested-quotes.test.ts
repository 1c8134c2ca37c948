import { describe, expect, it } from 'vitest';
import { i18nServer } from '~/i18next.server';
import { label } from '~/test/i18n';
import { nestQuotes } from '#contract/nested-quotes';

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
    // A name typed with one quote of a pair: nothing to pair it with, so nothing is changed.
    expect(nestQuotes('Группа «ЖК «Событие»: 7%')).toBe('Группа «ЖК «Событие»: 7%');
    expect(nestQuotes('«««Дом»')).toBe('«««Дом»');
    expect(nestQuotes('Группа «ЖК «Событие»»', 'constructor')).toBe('Группа «ЖК „Событие“»');
  });

  it('is what the screens print: the product’s i18next runs it on every translated text', async () => {
    expect(label('clients.group', { name: 'ЖК «Событие»', percent: 7 })).toBe('Группа «ЖК „Событие“»: 7%');
    // The server's own instance (the CSV exports' words) registers it too.
    const t = await i18nServer.getFixedT('ru', 'common');
    expect(t('clients.group', { name: 'ЖК «Событие»', percent: 7 })).toBe('Группа «ЖК „Событие“»: 7%');
  });
});
