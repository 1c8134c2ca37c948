/** The longest redirect target taken: an address, not a business rule (browsers keep far longer ones). */
export const LOCAL_PATH_MAX = 2048;

/**
 * Only a path on this site may be a redirect target, so a crafted link cannot send a
 * person elsewhere. Browsers drop tabs and line breaks inside a URL and read a backslash
 * as a slash, so '/\t/evil.example' or '/\\evil.example' would become '//evil.example'
 * (another site): a target with any control character, whitespace or backslash is refused
 * outright, and what is left must resolve to this very origin.
 */
export function localPath(target: FormDataEntryValue | string | null | undefined): string | undefined {
  if (typeof target !== 'string' || target.length > LOCAL_PATH_MAX) return undefined;
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  if (/[\s\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(target)) return undefined;
  const base = 'http://washdesk.invalid';
  try {
    const url = new URL(target, base);
    if (url.origin !== base) return undefined;
    // Keep only what the URL parser made of it, so header and HTML see the same string.
    // Dot segments fold away ('/.//evil.example' becomes '//evil.example'), so the result
    // is checked again: a path starting with two slashes is another site.
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? undefined : path;
  } catch {
    return undefined;
  }
}

/** Where to go after signing in: a local page, but not back to the sign-in pages. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined): string | undefined {
  const path = localPath(target);
  if (!path || path.startsWith('/log_in') || path.startsWith('/register')) return undefined;
  return path;
}
