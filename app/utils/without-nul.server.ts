/**
 * React 18's stream writer sends its whole 2 kB buffer when a character of several bytes does
 * not fit at its end, so the unused last byte goes out as a NUL (react-dom-server's
 * writeStringChunk). In text a browser drops it; inside an attribute it becomes U+FFFD
 * ('Измен\uFFFDить'), which an accessibility check caught in an aria-label. A page never holds
 * a NUL of its own (React writes none, and the HTML standard forbids it), so every one is
 * such a stray byte and is taken out.
 */
export function withoutNul(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  if (!page.includes(0)) return page;
  const clean = Buffer.allocUnsafe(page.length);
  let length = 0;
  for (let from = 0; from < page.length;) {
    const nul = page.indexOf(0, from);
    const end = nul < 0 ? page.length : nul;
    length += page.copy(clean, length, from, end);
    from = end + 1;
  }
  return clean.subarray(0, length);
}
