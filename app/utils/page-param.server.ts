/** A page number from a screen's address: decimal digits, 1 or more; anything else is the first page. */
export function pageParam(url: URL, name: string): number {
  const raw = url.searchParams.get(name);
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}
