/**
 * The server's clock moved ahead, for a test that needs "the next day" (a booking made today for
 * tomorrow, taken in tomorrow): loaded into the server's process with `--import`
 * (e2e/spawn-server.ts `imports`), it makes every `new Date()` and `Date.now()` of the process
 * run CLOCK_AHEAD_MS ahead. The database's own clock is not moved: what the product times, it
 * times with the process's clock.
 */
const ahead = Number(process.env.CLOCK_AHEAD_MS ?? '0');
if (!Number.isFinite(ahead)) throw new Error('CLOCK_AHEAD_MS must be a number of milliseconds');

const RealDate = Date;
class AheadDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + ahead);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + ahead;
  }
}
globalThis.Date = AheadDate as DateConstructor;
