import { invalid } from '../domain/refusal';

/**
 * Characters no database column can hold: PostgreSQL refuses the NUL byte in text, and a
 * lone UTF-16 surrogate has no UTF-8 form. Anything else (odd spaces, right-to-left marks,
 * emoji) is stored as sent and left to each field's own rule.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (or object key) in `input` holding such a character. */
export function unstorablePath(input: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof input === 'string') return UNSTORABLE.test(input) ? path : undefined;
  if (depth > 20 || input === null || typeof input !== 'object') return undefined;
  for (const [key, value] of Object.entries(input)) {
    if (UNSTORABLE.test(key)) return [...path, '(ключ)'];
    const found = unstorablePath(value, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses input with such a character: 400 naming the field, before any schema or query runs. */
export function assertStorableText(input: unknown): void {
  const path = unstorablePath(input);
  if (!path) return;
  throw path.length ? invalid('unstorable_text_in', { field: path.join('.') }) : invalid('unstorable_text');
}
