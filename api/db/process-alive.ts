import { existsSync, readFileSync } from 'node:fs';

const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';

/** This boot of the machine (Linux), or '' where the system does not say. */
function bootId(): string {
  try {
    return existsSync(BOOT_ID_FILE) ? readFileSync(BOOT_ID_FILE, 'utf8').trim() : '';
  } catch {
    return '';
  }
}

/**
 * What a lock file (the data directory's, a backup folder's, a restore's marker) says of its
 * owner: this process and this boot. After a power cut the process ids start again from the
 * beginning, and the old owner's id may belong to some other process: a stamp of another
 * boot is stale whatever runs under that id now.
 */
export function ownerStamp(): string {
  const boot = bootId();
  return boot ? `${process.pid} ${boot}` : String(process.pid);
}

/** The owner's process id when the stamp names a process running in this boot; otherwise undefined. */
export function liveOwner(stamp: string): number | undefined {
  const [pidText, boot] = stamp.trim().split(/\s+/);
  const pid = Number(pidText);
  if (boot && bootId() && boot !== bootId()) return undefined;
  return processAlive(pid) ? pid : undefined;
}

/**
 * Whether a process with this id runs on this machine. EPERM means it exists and belongs to
 * another user.
 */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
