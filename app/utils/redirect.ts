/**
 * Only a path on this site may be a redirect target, so a crafted link cannot send a
 * person elsewhere ('//evil.example', 'https://…').
 */
export function localPath(target: FormDataEntryValue | string | null | undefined): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined;
  }
  return target;
}

/** Where to go after signing in: a local page, but not back to the sign-in pages. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined): string | undefined {
  const path = localPath(target);
  if (!path || path.startsWith('/log_in') || path.startsWith('/register')) return undefined;
  return path;
}
