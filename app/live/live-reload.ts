/**
 * Whether the reload running now is a live reload (a change pushed over the socket),
 * not a navigation, a form or a fetcher. The root loader skips live reloads: nothing it
 * reads (language, settings, the one-shot toast) changes with an order, and a live
 * reload that read the toast cookie could lose the toast when its answer is dropped.
 */
let running = false;

export function markLiveReload(on: boolean): void {
  running = on;
}

export function isLiveReload(args: { formMethod?: string; currentUrl: URL; nextUrl: URL }): boolean {
  return running && !args.formMethod && args.currentUrl.href === args.nextUrl.href;
}
