import { Refused } from '../domain/refusal';

/**
 * How often one address may open customers' pages (docs/decisions/039-the-customers-own-page.md):
 * page loads, their API reads and their sockets' handshakes, together. A person reloads a few
 * times; a phone network puts many people behind one address, hence 120 a minute, not 10. An
 * attacker trying tokens gets 120 guesses a minute in a space of 2^144.
 */
export const PUBLIC_REQUESTS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;
/** Addresses kept at most: an attack from many addresses cannot grow the map without end. */
const MAX_ADDRESSES = 50_000;

/**
 * A fixed window per address, in this process's memory: with several processes each counts its
 * own (a limit N times as wide), which still stops enumeration; nothing here needs to survive a restart.
 * `perWindow` requests in each window of `windowMs` (a minute unless said).
 */
export function createPublicLimiter(perWindow = PUBLIC_REQUESTS_PER_MINUTE, clock: () => number = Date.now, windowMs = WINDOW_MS) {
  const windows = new Map<string, { start: number; count: number }>();
  const ended = (window: { start: number }, now: number) => now - window.start >= windowMs;
  return {
    /** Counts one request of `address`; the wait in ms when it is over the limit, else 0. */
    take(visitor: string): number {
      const now = clock();
      const address = keyOf(visitor);
      let window = windows.get(address);
      if (!window || ended(window, now)) {
        if (!window && windows.size >= MAX_ADDRESSES) {
          for (const [key, w] of windows) if (ended(w, now)) windows.delete(key);
          // Still full within the window: an attack from many addresses. Forgetting the counted
          // would free them all; a new address waits instead, until the windows end.
          if (windows.size >= MAX_ADDRESSES) return windowMs;
        }
        window = { start: now, count: 0 };
        windows.set(address, window);
      }
      window.count += 1;
      return window.count > perWindow ? window.start + windowMs - now : 0;
    },
    /** The wait `take` would answer now, without counting a request. */
    wait(visitor: string): number {
      const now = clock();
      const window = windows.get(keyOf(visitor));
      if (!window || ended(window, now) || window.count < perWindow) return 0;
      return window.start + windowMs - now;
    },
    /** Takes back one counted request of `visitor` (what it was counted for did not happen). */
    giveBack(visitor: string): void {
      const window = windows.get(keyOf(visitor));
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/** An IPv6 address counts by its /64 (one home or phone holds a whole /64); IPv4 as it is. */
export function keyOf(address: string): string {
  const plain = address.replace(/^::ffff:/, '');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The process's one limiter: the API's public read and the public sockets count together. */
export const publicLimiter = createPublicLimiter();

export function throttledRefusal(waitMs: number): Refused {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  // An hour's wait is said in minutes, not as 3,412 seconds.
  if (seconds > 120) return new Refused('too_many', 'public_throttled', { n: Math.ceil(seconds / 60), unit: 'minutes' }, seconds);
  return new Refused('too_many', 'public_throttled', { n: seconds, unit: 'seconds' }, seconds);
}
