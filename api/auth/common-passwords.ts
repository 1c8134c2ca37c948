import { readFileSync } from 'node:fs';
import { invalid } from '../domain/refusal';

/** The list (see the file's header), read once, in lower case. */
let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** A new password (registration, change, `npm run users`) must not be one of the most common. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalid('password_too_common');
}
