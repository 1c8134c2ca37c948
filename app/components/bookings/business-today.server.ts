/** Today's date (YYYY-MM-DD) in the business zone, for the screens' «Сегодня». */
export function businessToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
