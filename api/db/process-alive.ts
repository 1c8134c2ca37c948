/**
 * Whether a process with this id runs on this machine: the owner of a lock file (the data
 * directory's, a backup folder's). EPERM means it exists and belongs to another user.
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
