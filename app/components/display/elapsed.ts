/**
 * How long a car has been in its column, as the wall display says it (docs/screens.md
 * 'The wall display'): whole minutes, and hours with minutes from one hour on. Never
 * negative, even when the TV's clock runs a little behind the server's.
 */
export function elapsed(sinceIso: string, now: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((now - new Date(sinceIso).getTime()) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Milliseconds until the next minute starts, so a clock turns with the minute, not up to a minute late. */
export function msToNextMinute(now: number): number {
  return 60_000 - (now % 60_000);
}
