import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download address lives: long enough to start the download, too short to be passed around. */
export const TICKET_TTL_MS = 5 * 60_000;

/** The file names a backup may have (backup-files.ts): nothing with a slash or `..` reaches the disk. */
export const BACKUP_FILE_NAME = /^washdesk-[A-Za-z0-9._-]+$/;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`backup-download:${payload}`).digest();

/**
 * A signed, short-lived address part for one backup file, given to the owner whose download
 * was audited (docs/reliability.md 'The owner's screen'). Signed with the server's secret,
 * not stored: any process of the shop that shares the secret and BACKUP_DIR can serve it.
 */
export function downloadTicket(secret: string, file: string, userId: number, now: Date): { ticket: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  const payload = Buffer.from(JSON.stringify({ f: file, u: userId, e: expiresAt.getTime() })).toString('base64url');
  return { ticket: `${payload}.${sign(secret, payload).toString('base64url')}`, expiresAt };
}

/** The file a ticket names, when its signature holds and it has not expired; otherwise null. */
export function fileOfTicket(secret: string, ticket: string, now: Date): string | null {
  const [payload, signature, ...rest] = ticket.split('.');
  if (!payload || !signature || rest.length) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { f, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { f?: unknown; e?: unknown };
    if (typeof f !== 'string' || !BACKUP_FILE_NAME.test(f) || typeof e !== 'number' || e < now.getTime()) return null;
    return f;
  } catch {
    return null;
  }
}
