/**
 * A short stamp of a value's content, the same in the server's render and in the browser: the
 * customer's page carries the stamp of the view it shows, and its script asks for the page
 * again only when a pushed view's stamp differs (the server sends the view on every connect,
 * usually the one already shown). Keys are sorted, so the order a serialiser wrote them in does
 * not matter; FNV-1a over the canonical JSON, as a base-36 string.
 */
export function viewStamp(value: unknown): string {
  const text = canonicalJson(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(36)}.${text.length.toString(36)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
