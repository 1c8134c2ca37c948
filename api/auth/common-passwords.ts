import { readFileSync } from 'node:fs';
import { projectFile } from '../project-files';

/** The list (see the file's header), read once, in lower case. */
let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(projectFile('api/auth/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return list;
}

/** One of the most common passwords of 8 characters or more (new-password.ts refuses them). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
