/** A weight as HTTP writes one: 0 to 1 with up to three decimals. */
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/**
 * The content codings a request accepts (`Accept-Encoding`), lower case, without those it refuses
 * with `q=0` and those whose weight is not a weight at all (`q=-1`, `q=abc`): a client that
 * cannot say it takes a coding is answered without it rather than with bytes it may not read.
 */
export function acceptedEncodings(header: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weights = params.map((p) => p.trim()).filter((p) => p.startsWith('q='));
    const taken = weights.every((w) => QVALUE.test(w.slice(2).trim()) && Number(w.slice(2)) > 0);
    if (name?.trim() && taken) accepted.add(name.trim());
  }
  return accepted;
}
