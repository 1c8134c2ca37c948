import { describe, expect, it } from 'vitest';
import { localPath, safeRedirect } from './redirect';

describe('redirect targets after sign-in (an open redirect, docs/security.md)', () => {
  it.each([
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    'https://evil.example',
    'evil.example',
    '/\u3000/evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\u200b/evil.example',
    '/master\nSet-Cookie: x=1',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example/x',
    '/./%2e//evil.example',
    '',
  ])('refuses %j', (target) => {
    expect(localPath(target)).toBeUndefined();
    expect(safeRedirect(target)).toBeUndefined();
  });

  it('keeps a page of this site, with its query, in a form a Location header can carry', () => {
    expect(safeRedirect('/cashier/task/12?tab=pay#keys')).toBe('/cashier/task/12?tab=pay#keys');
    expect(safeRedirect('/master/tasks/all?q=Иван')).toBe('/master/tasks/all?q=%D0%98%D0%B2%D0%B0%D0%BD');
    expect(safeRedirect('/master/../cashier')).toBe('/cashier');
  });

  it('never goes back to the sign-in pages', () => {
    expect(safeRedirect('/log_in')).toBeUndefined();
    expect(safeRedirect('/register?x=1')).toBeUndefined();
    expect(localPath('/log_in')).toBe('/log_in');
  });
});
