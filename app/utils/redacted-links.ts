/**
 * Text for a log without the keys of the customers' pages: an order's or a booking's link
 * opens its page and moves or cancels a booking (decisions 039, 040 and 046). Every run of 20
 * or more token characters after a slash (letters, digits, `_`, `-`, and `%` escapes, a capital,
 * a digit or an escape among them) goes, however the path was spelled (`/O/…`, `/%6F/…`,
 * `….data`, a character escaped, punctuation after it); the API's own long names have no
 * capital or digit and stay. Also a password reset's token in a query, under any spelling of
 * its name.
 */
export function redactedLinks(text: string): string {
  return (
    text
      // A name holds no `?`: a query of thousands of `?` would otherwise be read again from each
      // one (time growing with the square of the length, a stalled server), and `??token=` kept.
      .replace(/([?&])([^=&?\s]*)=([^&\s]*)/g, (whole, sep: string, name: string) =>
        isTokenName(name) ? `${sep}${name}=[redacted]` : whole,
      )
      .replace(/\/(?=[\w%-]*[A-Z0-9_%])[\w%-]{20,}/g, '/[redacted]')
  );
}

function isTokenName(name: string): boolean {
  try {
    return decodeURIComponent(name).toLowerCase() === 'token';
  } catch {
    return false;
  }
}
