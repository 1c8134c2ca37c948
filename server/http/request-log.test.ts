import { describe, expect, it } from 'vitest';
import { LOGGED_URL_MAX, loggedUrl } from './request-log';

const TOKEN = 'wOP4mIZd0XUL2BMWlmi23kFx';

describe('loggedUrl', () => {
  it('keeps no customer’s or booking’s link, however the path spells it', () => {
    const paths = [
      `/o/${TOKEN}`,
      `/O/${TOKEN}`,
      `/%6F/${TOKEN}`,
      `/o/../o/${TOKEN}`,
      `/o/${TOKEN}.data?_routes=routes%2Fo.%24token`,
      `//o/${TOKEN}`,
      `/b/${TOKEN}?cancel=1`,
      `/api/v1/public/order/${TOKEN}`,
      `/api/v1/public/b/${TOKEN}/move`,
      `/o/%50${TOKEN.slice(1)}`,
      `/o/${TOKEN.slice(0, -1)}%55`,
      `/o/${TOKEN})`,
      `/o/${TOKEN}%20`,
      `/b/${TOKEN}%3Fmove=1`,
      `/o/${TOKEN}&a=1`,
    ];
    for (const path of paths) {
      const logged = loggedUrl(path);
      expect(logged, path).not.toContain(TOKEN);
      expect(logged, path).toContain('[redacted]');
    }
  });

  it('keeps a reset token out of the query, and a backup’s file name out of the path', () => {
    expect(loggedUrl('/reset_password?token=abc&x=1')).toBe('/reset_password?token=[redacted]&x=1');
    expect(loggedUrl('/reset_password?%74oken=abc')).toBe('/reset_password?%74oken=[redacted]');
    expect(loggedUrl('/owner/backups/file/washdesk-2026-11-30.tar.gz')).toBe('/owner/backups/file/[redacted]');
    // A name never holds a `?`: doubled, the token is still found; so is any spelling of its name.
    expect(loggedUrl('/reset_password??token=abc')).toBe('/reset_password??token=[redacted]');
    for (const name of ['TOKEN', 'to%6Ben', '%54oken', 'tok%65n'])
      expect(loggedUrl(`/reset_password?x=%E0&${name}=abc`)).toBe(`/reset_password?x=%E0&${name}=[redacted]`);
    expect(loggedUrl(`/o\\${TOKEN}`)).toBe('/o/[redacted]');
    // Names that do not decode are read as names, without an exception each.
    expect(loggedUrl(`/x?${'&%='.repeat(3)}`)).toBe('/x?&%=&%=&%=');
  });

  it('keeps at most LOGGED_URL_MAX characters of an address, redacted before the cut', () => {
    const knock = `/o/${TOKEN}?${'?'.repeat(16_000)}`;
    const logged = loggedUrl(knock);
    expect(logged).toHaveLength(LOGGED_URL_MAX + 1);
    expect(logged.startsWith('/o/[redacted]??')).toBe(true);
    expect(logged.endsWith('…')).toBe(true);
    expect(loggedUrl(`/x?${'a'.repeat(2_000)}=1`).length).toBe(LOGGED_URL_MAX + 1);
  });

  it('leaves the staff’s addresses readable', () => {
    const staff = ['/master/task/1234', '/cashier/tasks/active?page=2', '/owner/prices/tires/27', '/book?kind=tire&services=3'];
    for (const path of [...staff, '/api/v1/get-groups-available', '/api/v1/service-list/wash?orderId=5'])
      expect(loggedUrl(path)).toBe(path);
  });
});
