import { describe, expect, it } from 'vitest';
import { isValidInn } from './inn';

describe('an INN', () => {
  it('takes 10 digits (an organisation) or 12 (a sole trader) whose check digits match', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('500100732259')).toBe(true);
  });

  it('refuses a wrong check digit, another length, and anything but digits', () => {
    for (const inn of [
      '7707083894',
      '500100732258',
      '500100732269',
      '770708389',
      '77070838930',
      '1234567890123',
      '77070838 3',
      '７７０７０８３８９３',
      '',
    ]) {
      expect(isValidInn(inn), inn).toBe(false);
    }
  });
});
