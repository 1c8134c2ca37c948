/** Settles when `work` does or after `ms`, whichever comes first; the timer does not outlive it. */
export function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
