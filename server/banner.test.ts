import { describe, expect, it } from 'vitest';
import { parseSettings } from '../api/settings';
import { DEMO_USERS } from '../api/auth/demo-accounts';
import { bannerLines } from './banner';

/** What `npm start` prints: its advice must be the rule of docs/decisions/012 and 028. */
const base = { url: 'http://localhost:3000', databaseKind: 'pglite' as const, demoUsers: DEMO_USERS };
const allDemo = DEMO_USERS.map((d) => d.login);
const text = (host: string | undefined, demoPasswords: readonly string[]) =>
  bannerLines({ ...base, settings: parseSettings(host === undefined ? {} : { HOST: host }), demoPasswords }).join('\n');

describe('the start banner', () => {
  it('with demo passwords left: change them, then restart; HOST is not the way to open the server', () => {
    const out = text(undefined, allDemo);
    expect(out).toContain('Listening on this machine only: master, cashier, display, owner still have their demo passwords.');
    expect(out).toContain('Change them, then restart: the server opens to the network by itself.');
    expect(out).toContain('«Настройки»');
    expect(out).toContain('/owner/accounts');
    // The command line needs the server stopped (the embedded database is one process's).
    expect(out).toMatch(/stop the server, then: npm run users -- set-password --login L --password P/);
    expect(out).not.toMatch(/set HOST to open/i);
  });

  it('with an open HOST and demo passwords left, says anyone on the network can sign in with them', () => {
    const out = text('0.0.0.0', ['cashier']);
    expect(out).toContain(
      'Warning: HOST=0.0.0.0 opens the server to the network while cashier still has a demo password: anyone there can sign in with it.',
    );
    expect(out).not.toContain('Listening on this machine only');
  });

  it('without demo passwords, says nothing about them', () => {
    const out = text(undefined, []);
    expect(out).not.toMatch(/demo password/);
  });
});
