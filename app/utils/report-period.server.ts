import { idText } from '#contract/fields';
import type { PeriodQuery } from '#contract/reports';

/** Today in the business time zone, YYYY-MM-DD. */
export function businessToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The quick choices of a report's period, from today in the business zone. */
export function periodPresets(today: string): Array<{ key: string } & PeriodQuery> {
  const month = today.slice(0, 8);
  const lastMonthEnd = shift(`${month}01`, -1);
  return [
    { key: 'today', from: today, to: today },
    { key: 'yesterday', from: shift(today, -1), to: shift(today, -1) },
    { key: 'week', from: shift(today, -6), to: today },
    { key: 'month', from: `${month}01`, to: today },
    { key: 'lastMonth', from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
  ];
}

/** The period a report page asks for: its URL's from and to, else today. The API judges them. */
export function periodOf(request: Request, timeZone: string): PeriodQuery {
  const url = new URL(request.url);
  const today = businessToday(timeZone);
  return { from: url.searchParams.get('from') ?? today, to: url.searchParams.get('to') ?? url.searchParams.get('from') ?? today };
}

/** The worker whose lines a report asks for (`?worker=N`), read as the contract reads an id; null without one. */
export function workerOf(request: Request): number | null {
  const parsed = idText.safeParse(new URL(request.url).searchParams.get('worker'));
  return parsed.success ? parsed.data : null;
}
