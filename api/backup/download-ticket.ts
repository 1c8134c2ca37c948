import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a download address lives: long enough to start the download, too short to be passed around. */
export const TICKET_TTL_MS = 5 * 60_000;

/** The file names a backup may have (backup-files.ts): nothing with a slash or `..` reaches the disk. */
export const BACKUP_FILE_NAME = /^washdesk-[A-Za-z0-9._-]+$/;

/**
 * The key tickets are signed with: random, made when this process starts, and never written
 * anywhere. Not the session secret: an embedded backup carries DATA_DIR's secret, and whoever
 * holds one backup (a copy on a USB disk) could sign addresses of every later one.
 */
const KEY = randomBytes(32);

/** Tickets already served (single use), until they would have expired anyway. */
const used = new Map<string, number>();

const sign = (payload: string) => createHmac('sha256', KEY).update(`backup-download:${payload}`).digest();

/**
 * A signed, short-lived, single-use address part for one file, given to the owner whose
 * download was audited (docs/reliability.md 'The owner's screen'). Only this process can
 * serve it (decision 036: behind several processes, sticky sessions).
 */
export function downloadTicket(file: string, userId: number, now: Date): { ticket: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  const payload = Buffer.from(JSON.stringify({ f: file, u: userId, e: expiresAt.getTime(), n: randomBytes(8).toString('hex') })).toString(
    'base64url',
  );
  return { ticket: `${payload}.${sign(payload).toString('base64url')}`, expiresAt };
}

/**
 * What a ticket names, when its signature holds, it has not expired and it was not used; the
 * ticket is spent by reading it. Otherwise null.
 */
export function spendTicket(ticket: string, now: Date): string | null {
  const [payload, signature, ...rest] = ticket.split('.');
  if (!payload || !signature || rest.length) return null;
  // Compared as text: base64url's last character carries bits a decoder drops, so two
  // spellings of one signature would both decode to it.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  for (const [seen, until] of used) if (until < now.getTime()) used.delete(seen);
  if (used.has(payload)) return null;
  try {
    const { f, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { f?: unknown; e?: unknown };
    if (typeof f !== 'string' || typeof e !== 'number' || e < now.getTime() || e > now.getTime() + TICKET_TTL_MS) return null;
    used.set(payload, e);
    return f;
  } catch {
    return null;
  }
}
