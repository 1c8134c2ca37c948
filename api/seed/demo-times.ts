import { addDays, businessDate, startOfBusinessDate } from '../domain/business-time';
import type { Random } from './random';

const MINUTE = 60_000;
/** The wash takes cars in from 08:00 to 21:00 (business time). */
const OPENS = 8 * 60;
const OPEN_MINUTES = 13 * 60;

/**
 * When each demo order came in, oldest first: `past` orders over the `days` days before today,
 * every day some and none at night, then `today` orders of today's queue, all before `now`
 * (docs/domain.md 'Order lifecycle': a finish time is never in the future).
 */
export function demoArrivals(r: Random, options: { past: number; today: number; days: number; now: Date; timeZone: string }): Date[] {
  const { past, days, now, timeZone } = options;
  const todayDate = businessDate(now, timeZone);
  const dayOf = (i: number) => days - Math.floor((i * days) / past);
  const perDay = new Map<number, number>();
  for (let i = 0; i < past; i += 1) perDay.set(dayOf(i), (perDay.get(dayOf(i)) ?? 0) + 1);
  const taken = new Map<number, number>();
  const times: Date[] = [];
  for (let i = 0; i < past; i += 1) {
    const day = dayOf(i);
    // The orders of one day, in the order they came: each in its own slice of the opening hours.
    const slot = taken.get(day) ?? 0;
    taken.set(day, slot + 1);
    const minute = OPENS + Math.floor(((slot + r.next()) * OPEN_MINUTES) / perDay.get(day)!);
    times.push(new Date(startOfBusinessDate(addDays(todayDate, -day), timeZone).getTime() + minute * MINUTE));
  }
  // Today's queue came in over the last five hours of the opening hours; before the wash
  // has been open half an hour, since midnight.
  const to = now.getTime() - 2 * MINUTE;
  const midnight = startOfBusinessDate(todayDate, timeZone).getTime();
  const opened = midnight + OPENS * MINUTE;
  const from = Math.max(to > opened + 30 * MINUTE ? opened : midnight, now.getTime() - 300 * MINUTE);
  const span = Math.max(to - from, 0);
  for (let t = 0; t < options.today; t += 1) times.push(new Date(from + Math.floor(((t + r.next()) * span) / options.today)));
  return times;
}

/**
 * When an order that came in at `createdAt` was started and finished: 10 minutes to start,
 * `minutes` of work, squeezed into what is left before `now` for a car of today's queue.
 */
export function demoWorkTimes(createdAt: Date, minutes: number, now: Date): { startedAt: Date; doneAt: Date } {
  const left = now.getTime() - createdAt.getTime();
  const start = Math.min(10 * MINUTE, left * 0.2);
  const work = Math.min(minutes * MINUTE, left * 0.9);
  return { startedAt: new Date(createdAt.getTime() + start), doneAt: new Date(createdAt.getTime() + Math.max(work, start + 1)) };
}
