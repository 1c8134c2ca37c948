import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The embedded database of a first start with the demo data, made once per run (e2e/global-setup.ts). */
export const DEMO_TEMPLATE = path.resolve('.e2e-template');

/**
 * A data directory of a test server's own holding the demo database as a first start leaves it.
 * A copy of the run's template: a server on it is up in about 4 s where a fresh directory
 * (migrations, the demo data, its argon2 hashes) takes about 14 s, on each of the specs that
 * need a server of their own. The first start itself is tested from an empty directory
 * (e2e/safe-defaults.spec.ts, e2e/logs.spec.ts).
 */
export function demoDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(DEMO_TEMPLATE, dir, { recursive: true });
  return dir;
}
