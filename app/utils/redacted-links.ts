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
      // Every part of this function runs on each logged request: keep it linear and throw-free.
      .replace(/([?&])([^=&?\s]*)=([^&\s]*)/g, (whole, sep: string, name: string) =>
        isTokenName(name) ? `${sep}${name}=[redacted]` : whole,
      )
      // After a backslash too: the web app reads `/o\…` as `/o/…`.
      .replace(/[/\\](?=[\w%-]*[A-Z0-9_%])[\w%-]{20,}/g, '/[redacted]')
  );
}

/**
 * `token` in any case, any of its letters percent-escaped. Matched rather than decoded: a
 * query of thousands of names that do not decode (`&%=`) made decodeURIComponent throw for
 * each, some 20 ms of a stalled event loop per request.
 */
const TOKEN_NAME = /^(?:t|%[57]4)(?:o|%[46]f)(?:k|%[46]b)(?:e|%[46]5)(?:n|%[46]e)$/i;

function isTokenName(name: string): boolean {
  return TOKEN_NAME.test(name);
}
