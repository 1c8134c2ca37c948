import type { Settings } from '../api/settings';
import { isLoopback } from '../api/http/listen';

/** What the person who just typed `npm start` reads: where to open it, and how to sign in. */
export function printBanner(options: Parameters<typeof bannerLines>[0]): void {
  for (const line of bannerLines(options)) console.log(line);
}

/**
 * The banner's lines. Its advice is the rule of docs/decisions/012 and 028: while a demo
 * password is left the server stays on this machine; the way out is to change them and
 * restart, never to open HOST with them still working.
 */
export function bannerLines(options: {
  url: string;
  settings: Settings;
  databaseKind: 'pglite' | 'postgres';
  demoUsers: ReadonlyArray<{ role: string; login: string; password: string }>;
  demoPasswords: readonly string[];
}): string[] {
  const { url, settings, databaseKind, demoUsers, demoPasswords } = options;
  const lines = [`\nWashdesk: ${url}  (database: ${databaseKind === 'pglite' ? `embedded, ${settings.DATA_DIR}` : 'PostgreSQL'})`];
  if (demoUsers.length) {
    lines.push('Demo users:');
    for (const u of demoUsers) lines.push(`  ${u.role.padEnd(8)} login: ${u.login.padEnd(8)} password: ${u.password}`);
  }
  if (demoPasswords.length) {
    const who = demoPasswords.join(', ');
    const one = demoPasswords.length === 1;
    if (settings.HOST && !isLoopback(settings.HOST)) {
      lines.push(
        `Warning: HOST=${settings.HOST} opens the server to the network while ${who} still ` +
          `${one ? 'has a demo password' : 'have their demo passwords'}: anyone there can sign in with ${one ? 'it' : 'them'}.`,
      );
    } else {
      lines.push(`Listening on this machine only: ${who} still ${one ? 'has a demo password' : 'have their demo passwords'}.`);
      lines.push(
        settings.HOST
          ? `Change them, then set HOST to the address the tablets reach (HOST=${settings.HOST} keeps the server on this machine).`
          : 'Change them, then restart: the server opens to the network by itself.',
      );
    }
    lines.push('  In the browser: each person in «Настройки», the owner for the others at /owner/accounts («Сбросить пароль»).');
    lines.push('  Or stop the server, then: npm run users -- set-password --login L --password P');
  }
  lines.push('');
  return lines;
}

/** The address to print: a wildcard or loopback listen address is opened as localhost. */
export function openableUrl(host: string, port: number): string {
  return `http://${host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}
