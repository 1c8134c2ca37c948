import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder (the one above scripts/). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Tracked and new files (not ignored ones), as they are in the working tree now, repository-relative. */
export function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  return [...new Set(listed)].filter((file) => existsSync(path.join(root, file)));
}
