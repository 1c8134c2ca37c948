/** What the live latency benchmark (bench/live-latency.ts) puts into the pages it watches. */

/**
 * Put into every page before its own scripts: when the page first sends a form (`__sent`) and
 * first hears a change of orders over its live link (`__heard`) after the marks are cleared. A
 * listener of the socket's own, added before the app's: the time is the frame's arrival, not the
 * app's handling of it.
 */
export const WAY_SCRIPT = `(() => {
  const WebSocketOfPage = window.WebSocket;
  window.WebSocket = class extends WebSocketOfPage {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const change = typeof e.data === 'string' && e.data.startsWith('42["orders:changed"');
        if (change && window.__heard === undefined) window.__heard = Date.now();
      });
    }
  };
  const fetchOfPage = window.fetch;
  window.fetch = function (input, init) {
    if (window.__sent === undefined && init && init.method === 'POST') window.__sent = Date.now();
    return fetchOfPage.apply(this, arguments);
  };
})()`;

/**
 * Installed in a watching page before each click: records in `window.__live[name]` when each
 * test first holds, and settles `window.__seen` once all have. The benchmark waits on that
 * promise, not by polling the page: Playwright's `waitForFunction` runs its test at every
 * animation frame, work a screen does not do, which in the traces took up to 5 ms of the wall's
 * main thread just before the change arrived. A string, not a function: tsx would add helpers
 * to a function's source that do not exist inside the page.
 */
export function watchScript(tests: Record<string, string>): string {
  const checks = Object.entries(tests)
    .map(([name, test]) => `if (live.${name} === undefined && (${test})) live.${name} = Date.now();`)
    .join('\n');
  const all = Object.keys(tests)
    .map((name) => `live.${name} !== undefined`)
    .join(' && ');
  return `(() => {
    const live = (window.__live = {});
    window.__heard = undefined;
    let seen;
    window.__seen = new Promise((resolve) => (seen = resolve));
    const badge = () => document.querySelector('nav[aria-label="Главное меню"] a[href="/cashier/tasks/active"]')?.textContent ?? '';
    const before = badge();
    const text = (selector) => [...document.querySelectorAll(selector)].map((e) => e.textContent ?? '').join(' ');
    const check = () => { ${checks}
      if (${all}) seen(live); };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`;
}
export const has = (selector: string, shown: string) => `text(${JSON.stringify(selector)}).includes(${JSON.stringify(shown)})`;
