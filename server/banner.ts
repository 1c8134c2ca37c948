import type { Settings } from '../api/contract/settings';

/** What the person who just typed `npm start` reads: where to open it, and how to sign in. */
export function printBanner(options: {
  url: string;
  settings: Settings;
  databaseKind: 'pglite' | 'postgres';
  demoUsers: ReadonlyArray<{ role: string; login: string; password: string }>;
  demoPasswords: readonly string[];
}): void {
  const { url, settings, databaseKind, demoUsers, demoPasswords } = options;
  console.log(`\nWashdesk: ${url}  (database: ${databaseKind === 'pglite' ? `embedded, ${settings.DATA_DIR}` : 'PostgreSQL'})`);
  if (demoUsers.length) {
    console.log('Demo users:');
    for (const u of demoUsers) console.log(`  ${u.role.padEnd(8)} login: ${u.login.padEnd(8)} password: ${u.password}`);
  }
  if (demoPasswords.length && !settings.HOST) {
    console.log(`Listening on this machine only: ${demoPasswords.join(', ')} still have demo passwords.`);
    console.log('Change them (npm run users -- set-password --login L --password P) or set HOST to open the server to the network.');
  }
  console.log('');
}

/** The address to print: a wildcard or loopback listen address is opened as localhost. */
export function openableUrl(host: string, port: number): string {
  return `http://${host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}
