import { formatTime } from '~/utils/format';

/**
 * The time of day on the wall display, `14:05` in the business time zone, so everyone
 * reading «ждёт 12 мин» knows what «now» is. The server's render may be a minute off the
 * TV's first paint: the TV's own time wins without a hydration warning.
 */
export function DisplayClock({ now, timeZone }: { now: number; timeZone: string }) {
  const iso = new Date(now).toISOString();
  return (
    <time className="wd-display-clock" dateTime={iso} suppressHydrationWarning>
      {formatTime(iso, timeZone)}
    </time>
  );
}
