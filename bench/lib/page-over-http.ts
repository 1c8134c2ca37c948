import { performance } from 'node:perf_hooks';
import type { lightClient } from './light-client';

/** How long `fn` took, in milliseconds. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * A page asked over HTTP the three ways "A page's floor" and "The framework's own floor" time it
 * (decision 059): by the light client asking for gzip as a browser asks (the server's cost), the
 * same not compressed, and through `fetch`, which unpacks as a browser does. Anything but a 200
 * stops the run: a figure of a refusal is not the page's.
 */
export function pageOverHttp(client: ReturnType<typeof lightClient>, url: string, cookie = '') {
  const asked = async (encoding: string) => {
    const r = await client.get(url, cookie ? { 'accept-encoding': encoding, cookie } : { 'accept-encoding': encoding });
    if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
  };
  const forms = [
    () => asked('gzip, deflate, br'),
    () => asked('identity'),
    async () => {
      const r = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${url} through fetch: ${r.status}`);
    },
  ];
  return {
    /** The page once, as a browser asks for it. */
    ask: forms[0]!,
    /**
     * The three one after another, round `round` starting with the next in turn: the first
     * request of a round pays for what the round before left behind (a collection, cold caches).
     */
    async timedInTurns(round: number): Promise<{ http: number; plain: number; browser: number }> {
      const took = [0, 0, 0];
      for (let k = 0; k < forms.length; k += 1) {
        const form = (round + k) % forms.length;
        took[form] = await timed(forms[form]!);
      }
      return { http: took[0]!, plain: took[1]!, browser: took[2]! };
    },
  };
}
