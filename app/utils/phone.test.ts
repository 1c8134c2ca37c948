import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '#contract/phones';
import { formatPhone } from './format';
import { PHONE_EXAMPLE, maskPhoneInput, phoneFromInput } from './phone-mask';

/** Types a text key by key through the mask, as the controlled input does. */
function typeKeys(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = maskPhoneInput(value + key);
  return value;
}

describe('formatPhone', () => {
  it('shows a stored phone as +7 (916) 123-45-67', () => {
    expect(formatPhone('+79161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('+78125551234')).toBe('+7 (812) 555-12-34');
    expect(formatPhone('+77012345678')).toBe('+7 (701) 234-56-78');
  });
  it('leaves what is not a stored Russian number as it is', () => {
    for (const odd of ['', '+7916123456', '+791612345678', '+70161234567', '+380501234567', '89161234567', 'нет'])
      expect(formatPhone(odd)).toBe(odd);
  });
});

describe('the phone input mask', () => {
  it('grows digit by digit, never ending on a separator', () => {
    const steps = [
      '+7 (9',
      '+7 (91',
      '+7 (916',
      '+7 (916) 1',
      '+7 (916) 12',
      '+7 (916) 123',
      '+7 (916) 123-4',
      '+7 (916) 123-45',
      '+7 (916) 123-45-6',
      '+7 (916) 123-45-67',
    ];
    let value = '';
    for (const [i, key] of [...'9161234567'].entries()) {
      value = maskPhoneInput(value + key);
      expect(value).toBe(steps[i]);
    }
  });
  it('gives the same number whether 8, 7, +7 or nothing is typed first', () => {
    for (const keys of ['9161234567', '89161234567', '79161234567', '+79161234567']) expect(typeKeys(keys), keys).toBe(PHONE_EXAMPLE);
  });
  it('shows a first 8 or 7 as +7, and then takes the next 8 or 7 as a digit', () => {
    expect(maskPhoneInput('8')).toBe('+7');
    expect(maskPhoneInput('7')).toBe('+7');
    expect(maskPhoneInput('+')).toBe('+');
    expect(typeKeys('88125551234')).toBe('+7 (812) 555-12-34');
    expect(typeKeys('77012345678')).toBe('+7 (701) 234-56-78');
  });
  it('reads pasted numbers in any common shape', () => {
    for (const pasted of [
      '89161234567',
      '+7 916 123 45 67',
      '8 (916) 123-45-67',
      '+7(916) 123-4567',
      '+7 (916) 123-45-67',
      ' 9161234567 ',
      '7-916-123-45-67',
    ]) {
      expect(maskPhoneInput(pasted), pasted).toBe(PHONE_EXAMPLE);
    }
    // Ten digits are a whole number after +7, even when they start with 8.
    expect(maskPhoneInput('8125551234')).toBe('+7 (812) 555-12-34');
  });
  it('ignores letters, leading zeros and digits past the tenth', () => {
    expect(typeKeys('9a1b6')).toBe('+7 (916');
    expect(maskPhoneInput('0916')).toBe('+7 (916');
    expect(typeKeys('9', PHONE_EXAMPLE)).toBe(PHONE_EXAMPLE);
  });
  it('clears the field when Backspace takes the last digit', () => {
    expect(maskPhoneInput('+7 (916) 123-')).toBe('+7 (916) 123');
    expect(maskPhoneInput('+7 (916) ')).toBe('+7 (916');
    expect(maskPhoneInput('+7 (')).toBe('');
    expect(maskPhoneInput('')).toBe('');
  });
  it('shows a stored phone in the input as on the screens', () => {
    expect(maskPhoneInput('+79161234567')).toBe(formatPhone('+79161234567'));
  });
});

describe('phoneFromInput', () => {
  it('gives the E.164 number only when ten digits follow +7', () => {
    expect(phoneFromInput(PHONE_EXAMPLE)).toBe('+79161234567');
    expect(phoneFromInput('+7 (916) 123-45-6')).toBeUndefined();
    expect(phoneFromInput('+7')).toBeUndefined();
    expect(phoneFromInput('')).toBeUndefined();
  });
  it('agrees with the API on every complete number the mask shows', () => {
    for (const shown of [PHONE_EXAMPLE, '+7 (812) 555-12-34', '+7 (701) 234-56-78'])
      expect(normalizePhone(shown)).toBe(phoneFromInput(shown));
  });
});

describe('the phone hint', () => {
  it('names the same format in every language', () => {
    for (const lng of ['ru', 'en', 'fr', 'de']) {
      const common = JSON.parse(readFileSync(path.join('locales', lng, 'common.json'), 'utf8')) as { wizard: { phoneHint: string } };
      expect(common.wizard.phoneHint, lng).toContain(PHONE_EXAMPLE);
    }
  });
});
