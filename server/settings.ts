import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSettings, SettingsError, type Settings } from '../api/settings';

/** The settings of this process, read once at start, and the secret its cookies are signed with. */
export interface ProcessSettings {
  settings: Settings;
  /** One secret for the web app's cookies and the API's keyed hashes; never in the database. */
  secret: string;
}

/**
 * Parses the environment once (README.md 'Settings'); a bad setting stops the process with
 * its Russian-and-English message rather than a stack trace. Nothing is written back into
 * process.env: the parts of the web app that need a setting get it through Remix's load
 * context (server/web-app.ts).
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): ProcessSettings {
  try {
    const settings = parseSettings(env);
    return { settings, secret: resolveSessionSecret(settings) };
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * The embedded setup needs no configuration, so its cookie-signing secret is generated on
 * first start and kept in DATA_DIR. With PostgreSQL the setting is required (api/settings.ts).
 */
function resolveSessionSecret(s: Settings): string {
  if (s.SESSION_SECRET) return s.SESSION_SECRET;
  mkdirSync(s.DATA_DIR, { recursive: true, mode: 0o700 });
  const file = path.join(s.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
