/**
 * Everything a page of the app shows that the convergence test compares, read in the page at
 * once from its DOM (hidden parts included), as plain data its screens (screens.ts) compare
 * with what the API says.
 */
export interface PageView {
  /** When the page was read (the page's clock: the same machine's). */
  at: number;
  path: string;
  h1: string | null;
  menu: Array<{ label: string; count: string | null }>;
  total: string | null;
  rows: Array<{ meta: string; status: string[]; cells: Record<string, string>; badges: string[] }>;
  headerBadges: string[];
  mainAction: string | null;
  facts: Record<string, string>;
  lines: Array<[string, string]>;
  money: Record<string, string>;
  keysButton: string | null;
  columns: Array<{ heading: string; plates: string[] }>;
}

/** Runs in the page: self-contained, no imports. */
export function readPageView(): PageView {
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const ownText = (el: Element) =>
    Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const nav = document.querySelector('nav[aria-label="Главное меню"]');
  const menu = nav
    ? Array.from(nav.querySelectorAll('a')).map((a) => ({
        label: text(a.querySelector('.wd-menu-label')),
        count: a.querySelector('[data-counter]') ? text(a.querySelector('[data-counter]')) : null,
      }))
    : [];
  const total =
    Array.from(document.querySelectorAll('main span'))
      .map(text)
      .find((t) => /^Всего:/.test(t)) ?? null;
  const rows = Array.from(document.querySelectorAll('table.wd-orders tbody tr')).map((tr) => {
    const cells: Record<string, string> = {};
    for (const td of Array.from(tr.querySelectorAll('td[data-label]'))) cells[td.getAttribute('data-label') ?? ''] = text(td);
    const payCell = tr.querySelector('td[data-label="Статус оплаты"]');
    return {
      meta: text(tr.querySelector('.wd-row-meta')),
      status: Array.from(tr.querySelectorAll('.wd-cell-status .badge')).map(text),
      cells,
      badges: payCell ? Array.from(payCell.querySelectorAll('.badge')).map(text) : [],
    };
  });
  const header = document.querySelector('main header');
  const pairs = (dl: Element | null) => {
    const out: Record<string, string> = {};
    if (!dl) return out;
    for (const dt of Array.from(dl.querySelectorAll('dt'))) {
      const dd = dt.nextElementSibling;
      if (dd?.tagName === 'DD') out[ownText(dt) || text(dt)] = text(dd);
    }
    return out;
  };
  const facts: Record<string, string> = {};
  for (const dl of Array.from(document.querySelectorAll('main dl:not(.wd-money)'))) Object.assign(facts, pairs(dl));
  const lines = Array.from(document.querySelectorAll('main .card-body > div.d-flex.justify-content-between')).map(
    (div): [string, string] => [text(div.children[0]), text(div.children[1])],
  );
  const keysButton =
    Array.from(document.querySelectorAll('main button'))
      .map(text)
      .find((t) => t.startsWith('Выдать ключи')) ?? null;
  const columns = Array.from(document.querySelectorAll('section.wd-display-column')).map((section) => ({
    heading: text(section.querySelector('h2')),
    plates: Array.from(section.querySelectorAll('li[data-car] .wd-display-plate')).map((el) => el.textContent ?? ''),
  }));
  return {
    at: Date.now(),
    path: location.pathname,
    h1: document.querySelector('main h1') ? text(document.querySelector('main h1')) : null,
    menu,
    total,
    rows,
    headerBadges: header ? Array.from(header.querySelectorAll('.badge:not(.wd-plate-badge)')).map(text) : [],
    mainAction: text(document.querySelector('main button.wd-main-action')) || null,
    facts,
    lines,
    money: pairs(document.querySelector('dl.wd-money')),
    keysButton,
    columns,
  };
}
