import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from './settings';

describe('settings', () => {
  it('needs nothing for the embedded demo setup', () => {
    const s = parseSettings({});
    expect(s).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: true, TZ_BUSINESS: 'Europe/Moscow' });
    // Safe defaults (docs/security.md): registration closed, and no fixed listening address (the
    // server picks loopback while demo passwords are left), only loopback may forward addresses.
    expect(s.ALLOW_REGISTRATION).toBe(false);
    expect(s.HOST).toBeUndefined();
    expect(s.TRUSTED_PROXIES).toEqual(['loopback']);
    expect(parseSettings({ ALLOW_REGISTRATION: 'true' }).ALLOW_REGISTRATION).toBe(true);
    // Unset, the web app calls the API in its own process; a remote one is named without the end slash.
    expect(s.PRODUCT_API_URL).toBeUndefined();
    expect(parseSettings({ PRODUCT_API_URL: 'http://api.internal:3000/api/v1/' }).PRODUCT_API_URL).toBe('http://api.internal:3000/api/v1');
  });

  it('closes registration and skips demo users with PostgreSQL unless asked', () => {
    const s = parseSettings({ DATABASE_URL: 'postgres://db/washdesk', SESSION_SECRET: 'a-long-enough-secret' });
    expect(s.ALLOW_REGISTRATION).toBe(false);
    expect(s.SEED_DEMO).toBe(false);
    expect(parseSettings({ DATABASE_URL: 'postgres://db/w', SESSION_SECRET: 'a-long-enough-secret', SEED_DEMO: 'true' }).SEED_DEMO).toBe(
      true,
    );
  });

  it('sends no receipts unless a register is named, and names what ATOL Online still needs', () => {
    expect(parseSettings({}).FISCAL_PROVIDER).toBe('none');
    expect(parseSettings({ FISCAL_PROVIDER: 'log' }).FISCAL_PROVIDER).toBe('log');
    expect(() => parseSettings({ FISCAL_PROVIDER: 'atol', ATOL_LOGIN: 'l' })).toThrow(
      /ATOL_PASSWORD, ATOL_GROUP_CODE, ATOL_INN, ATOL_PAYMENT_ADDRESS, ATOL_COMPANY_EMAIL: required when FISCAL_PROVIDER is atol/,
    );
    expect(() => parseSettings({ FISCAL_PROVIDER: 'atol', ATOL_INN: '12345' })).toThrow(/ATOL_INN: must be an INN/);
    const atol = {
      FISCAL_PROVIDER: 'atol',
      ATOL_LOGIN: 'l',
      ATOL_PASSWORD: 'p',
      ATOL_GROUP_CODE: 'g',
      ATOL_INN: '7701234567',
      ATOL_PAYMENT_ADDRESS: 'Москва',
      ATOL_COMPANY_EMAIL: 'kassa@wash.example.ru',
    };
    expect(parseSettings(atol)).toMatchObject({ ATOL_SNO: 'usn_income', ATOL_API_URL: 'https://online.atol.ru/possystem/v4' });
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => parseSettings({ PORT: 'eighty' })).toThrow(SettingsError);
    expect(() => parseSettings({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseSettings({ TZ_BUSINESS: 'Mars/Olympus' })).toThrow(/TZ_BUSINESS/);
    expect(() => parseSettings({ ALLOW_REGISTRATION: 'maybe' })).toThrow(/ALLOW_REGISTRATION/);
    expect(() => parseSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads a number of the environment in decimal digits only', () => {
    expect(parseSettings({ PORT: '8080', KEY_CELLS: '60', PARKING_RATE: '0' })).toMatchObject({
      PORT: 8080,
      KEY_CELLS: 60,
      PARKING_RATE: 0,
    });
    // What Number() would also read is a mistake to name, not a port to guess.
    expect(() => parseSettings({ PORT: '0x1F90' })).toThrow(/PORT: must be a whole number in decimal digits/);
    expect(() => parseSettings({ KEY_CELLS: '1e2' })).toThrow(/KEY_CELLS/);
    expect(() => parseSettings({ LIVE_POLL_MS: '1000.0' })).toThrow(/LIVE_POLL_MS/);
    expect(() => parseSettings({ PARKING_MAX: ' ' })).toThrow(/PARKING_MAX/);
  });

  it('requires SESSION_SECRET with PostgreSQL, where several processes share it', () => {
    expect(() => parseSettings({ DATABASE_URL: 'postgres://db/washdesk' })).toThrow(/SESSION_SECRET/);
  });
});
