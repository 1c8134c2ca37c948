import autocannon from 'autocannon';
import { median, percentile, round } from './stats';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

/**
 * A real load tool: autocannon with `connections` keep-alive connections for `seconds`;
 * latencies are collected per response so the p95 is exact. A short warm-up first, then
 * `runs` runs; the median run (by requests per second) is reported.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  options: { connections?: number; seconds?: number; runs?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 20;
  await once(url, headers, connections, 2);
  const results: LoadResult[] = [];
  for (let i = 0; i < (options.runs ?? 3); i += 1) results.push(await once(url, headers, connections, options.seconds ?? 5));
  const rps = median(results.map((r) => r.rps));
  return results.find((r) => r.rps === rps) ?? results[0]!;
}

function once(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ url, headers, connections, duration: seconds }, (err, result) => {
      if (err) return reject(err);
      resolve({
        rps: round(result.requests.average, 0),
        p50: round(percentile(latencies, 50), 1),
        p95: round(percentile(latencies, 95), 1),
        errors: result.non2xx + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

/** The database work alone (the service function, no HTTP): p50 over repeated calls. */
export async function bare(fn: () => Promise<unknown>, options: { runs?: number } = {}): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i += 1) await fn();
  const times: number[] = [];
  const deadline = Date.now() + 5_000;
  for (let i = 0; i < (options.runs ?? 200) && Date.now() < deadline; i += 1) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { p50: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2) };
}
