import { describe, expect, it } from 'vitest';
import { readerLanguage, refusalIn } from './reader-text';

const reader = (headers: Record<string, string>) => readerLanguage({ headers });

describe('the language of a reader who followed an address outside the web app', () => {
  it('is the web app switcher’s choice, else the browser’s by weight, else Russian', () => {
    expect(reader({})).toBe('ru');
    expect(reader({ cookie: 'wd_lng=ImRlIg%3D%3D', 'accept-language': 'en' })).toBe('de');
    expect(reader({ 'accept-language': 'fr;q=0.1, en-GB;q=0.9' })).toBe('en');
    expect(reader({ 'accept-language': 'de;q=0, ja' })).toBe('ru');
    expect(reader({ 'accept-language': 'frr, en;q=0.5' })).toBe('en');
    expect(reader({ cookie: 'x_wd_lng=ImRlIg%3D%3D' })).toBe('ru');
  });

  it('is never an error, whatever the cookie holds', () => {
    for (const cookie of ['wd_lng=%', 'wd_lng=%E0%A4%A', 'wd_lng=', 'wd_lng=bm90IGpzb24=', 'wd_lng=ImtsIg==']) {
      expect(reader({ cookie, 'accept-language': 'fr' }), cookie).toBe('fr');
    }
  });

  it('reads the refusal from that language’s locale, the Russian one being the API’s own', () => {
    expect(refusalIn('en', 'backup_not_found', { file: 'washdesk-x' })).toBe(
      'There is no backup “washdesk-x”: it was deleted by the retention or never made.',
    );
    expect(refusalIn('ru', 'export_link_expired')).toBe('Ссылка на выгрузку устарела: нажмите «Выгрузить все таблицы (CSV)» ещё раз.');
  });
});
