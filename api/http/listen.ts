import { SettingsError, type Settings } from '../settings';

/**
 * Where the server listens: HOST when set; otherwise every address, unless an account
 * still has its published demo password (then this machine only). In production an open
 * HOST with demo passwords left is refused (docs/decisions/012-safe-by-default-start.md).
 */
export function listenAddress(s: Pick<Settings, 'NODE_ENV' | 'HOST'>, demoLogins: readonly string[]): string {
  if (s.NODE_ENV === 'production' && demoLogins.length && s.HOST && !isLoopback(s.HOST)) {
    throw new SettingsError(
      `Refusing to start: HOST=${s.HOST} opens the server to the network while ${demoLogins.join(', ')} still ` +
        'have the demo passwords printed in the README. Change them with `npm run users -- set-password --login L --password P`, ' +
        'or disable them with `npm run users -- disable --login L`.',
    );
  }
  if (s.HOST) return s.HOST;
  return demoLogins.length ? '127.0.0.1' : '0.0.0.0';
}

/** Whether an address to listen on reaches this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Who may state the visitor's address in X-Forwarded-For: the proxies the settings name.
 * (The web app calls the API in this process, not over HTTP, so it needs no trust.)
 */
export function trustedProxies(s: Pick<Settings, 'TRUSTED_PROXIES'>): string[] {
  return s.TRUSTED_PROXIES;
}
