import type { TFunction } from 'i18next';
import type { EarningsReport, PeriodReport, WorkerLines } from '#contract/reports';
import { methodKey } from '~/components/shifts/method-label';
import { formatDateTime, formatDay, formatMoney, formatPlate } from '~/utils/format';

/** One cell: what the screen shows, and what a spreadsheet gets (money as 1250,50, no ₽). */
export interface Cell {
  text: string;
  csv: string;
  /** Figures are right-aligned with tabular digits. */
  figure?: boolean;
  /** Where the cell leads on the page (a shift's number to its report). */
  href?: string;
}

/** A table of a report: on the page beside its chart, and as a CSV file (the same rows). */
export interface ReportTable {
  id: TableId;
  title: string;
  columns: string[];
  rows: Cell[][];
  total?: Cell[];
  /** Columns a phone leaves out, so that the figure that matters fits (the CSV keeps them all). */
  phoneHides?: number[];
  /** Said under the rows in the file too (a list cut short), so that nobody reads a part as the whole. */
  note?: string;
}

export const TABLE_IDS = ['methods', 'days', 'hours', 'services', 'discounts', 'shifts', 'earnings', 'worker-lines'] as const;
export type TableId = (typeof TABLE_IDS)[number];

const text = (value: string): Cell => ({ text: value, csv: value });
const count = (value: number): Cell => ({ text: String(value), csv: String(value), figure: true });
/** A percent as the language writes it (`30%`, `30 %` in French and German) on the screen; the bare number in the file. */
const percentOf = (value: number, t: TFunction): Cell => ({ text: t('units.percent', { n: value }), csv: String(value), figure: true });
/** Money: `1 250 ₽` on the screen, `1250,50` in the file (a Russian spreadsheet reads the comma). */
export const money = (roubles: number): Cell => ({ text: formatMoney(roubles), csv: roubles.toFixed(2).replace('.', ','), figure: true });

/** The tables of a period's report, each from the API's figures only. */
export function periodTables(report: PeriodReport, t: TFunction, timeZone: string): ReportTable[] {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');
  return [
    {
      id: 'methods',
      title: t('reports.byMethod'),
      columns: [t('shift.method'), t('reports.payments'), t('shift.paid'), t('shift.refunded'), t('shift.net')],
      rows: [
        ...report.methods.map((m) => [text(t(methodKey(m))), count(m.payments), money(m.paid), money(m.refunded), money(m.net)]),
        ...(report.contract.orders
          ? [[text(t('reports.contract')), count(report.contract.orders), money(report.contract.sum), money(0), money(report.contract.sum)]]
          : []),
      ],
      total: [
        text(t('reports.revenue')),
        count(report.received.count),
        money(report.received.sum),
        money(report.refunds.sum),
        money(report.revenue),
      ],
      phoneHides: [1, 3],
    },
    {
      id: 'days',
      title: t('reports.byDay'),
      columns: [t('reports.date'), t('reports.ordersTaken'), t('reports.net')],
      rows: report.by_day.map((d) => [text(formatDay(d.date)), count(d.orders), money(d.net)]),
    },
    {
      id: 'hours',
      title: t('reports.byHour'),
      columns: [t('reports.hour'), t('reports.ordersTaken'), t('reports.net')],
      rows: report.by_hour.map((h) => [
        text(`${String(h.hour).padStart(2, '0')}:00–${String(h.hour + 1).padStart(2, '0')}:00`),
        count(h.orders),
        money(h.net),
      ]),
    },
    {
      id: 'services',
      title: t('reports.services'),
      columns: [t('reports.kind'), t('reports.service'), t('reports.quantity'), t('reports.sum')],
      phoneHides: [0],
      rows: report.services.map((s) => [
        text(t(`reports.kinds.${s.kind}`)),
        text(s.kind === 'parking' ? t('cashier.parking') : s.name),
        count(s.quantity),
        money(s.sum),
      ]),
      total: [
        text(t('shift.total')),
        text(report.kinds.map((k) => `${t(`reports.kinds.${k.kind}`)}: ${formatMoney(k.sum)}`).join('; ')),
        text(''),
        money(report.lines_total),
      ],
    },
    {
      id: 'discounts',
      title: t('reports.discounts'),
      columns: [t('reports.source'), t('reports.reason'), t('reports.orders'), t('reports.sum')],
      rows: report.discounts.map((d) => [text(t(`reports.sources.${d.source}`)), text(d.reason ?? '—'), count(d.orders), money(d.sum)]),
    },
    {
      id: 'shifts',
      title: t('reports.shifts'),
      columns: [
        t('reports.shiftNo'),
        t('reports.cashier'),
        t('reports.opened'),
        t('reports.closed'),
        t('shift.expected'),
        t('shift.counted'),
        t('shift.difference'),
      ],
      phoneHides: [3, 4, 5],
      rows: report.shifts.map((s) => [
        { ...text(String(s.id)), href: `/cashier/shifts/${s.id}` },
        text(s.cashier),
        text(when(s.opened_at)),
        text(when(s.closed_at)),
        s.expected_cash === null ? text('—') : money(s.expected_cash),
        s.counted_cash === null ? text('—') : money(s.counted_cash),
        s.difference === null ? text('—') : money(s.difference),
      ]),
    },
  ];
}

/** Each worker's lines, value and commission, with the totals the API added up. */
export function earningsTable(report: EarningsReport, t: TFunction, linesHref?: (workerId: number) => string): ReportTable {
  // A worker whose percent changed has a row per percent: the name says which, since a phone hides the percent column.
  const rowsOf = (id: number) => report.workers.filter((w) => w.worker_id === id).length;
  return {
    id: 'earnings',
    title: t('earnings.title'),
    columns: [
      t('earnings.worker'),
      t('earnings.kind'),
      t('earnings.lines'),
      t('earnings.value'),
      t('earnings.percent'),
      t('earnings.commission'),
    ],
    phoneHides: [1, 2, 4],
    rows: report.workers.map((w) => [
      {
        text: rowsOf(w.worker_id) > 1 ? `${w.name} · ${t('units.percent', { n: w.commission_percent })}` : w.name,
        csv: w.name,
        ...(linesHref ? { href: linesHref(w.worker_id) } : {}),
      },
      text(t(`reports.kinds.${w.kind}`)),
      count(w.lines),
      money(w.value),
      percentOf(w.commission_percent, t),
      money(w.commission),
    ]),
    total: [text(t('shift.total')), text(''), text(''), money(report.total_value), text(''), money(report.total_commission)],
  };
}

/**
 * One worker's lines: when each was done, the order and plate, the service, its sum, the
 * worker's shares of it and percent, and their part.
 */
export function workerLinesTable(lines: WorkerLines, t: TFunction, timeZone: string): ReportTable {
  return {
    id: 'worker-lines',
    title: t('earnings.linesOf', { name: lines.name }),
    columns: [
      t('earnings.done'),
      t('earnings.order'),
      t('reports.service'),
      t('earnings.lineSum'),
      t('earnings.shares'),
      t('earnings.percent'),
      t('earnings.value'),
    ],
    rows: lines.lines.map((l) => [
      text(formatDateTime(l.done_at, timeZone)),
      text(`${t('orders.numbered', { n: l.order_id })} · ${formatPlate(l.plate_number)}`),
      text(l.quantity > 1 ? `${l.service} × ${l.quantity}` : l.service),
      money(l.sum),
      { ...text(t('earnings.sharesOf', { weight: l.share_weight, total: l.line_weight })), figure: true },
      percentOf(l.commission_percent, t),
      money(l.share),
    ]),
    phoneHides: [1, 3, 5],
    note: lines.truncated ? t('earnings.truncatedFile') : undefined,
  };
}

const field = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
// A name typed by a person («=HYPERLINK(…)», «+7…») must stay text in a spreadsheet, not become a formula.
const safe = (c: Cell) => (!c.figure && /^[=+\-@\t\r]/.test(c.csv) ? `'${c.csv}` : c.csv);

/** One row of a CSV file, its cells quoted where needed. */
export const csvRow = (cells: readonly Cell[]) => cells.map((c) => field(safe(c))).join(';');

/**
 * A CSV file of rows already written by csvRow: `;` between fields (what a Russian spreadsheet
 * expects), a BOM so it opens as UTF-8.
 */
export function csvFile(columns: readonly string[], rows: readonly string[], total?: readonly Cell[], note?: string): string {
  // The rows joined as they are, not copied into a list of all the lines: a file of 50,000 rows
  // is built while the shop's screens wait (docs/decisions/060-long-lists-in-turns.md).
  const end = [...(total ? [csvRow(total)] : []), ...(note ? [field(note)] : [])];
  return [`\ufeff${columns.map(field).join(';')}`, ...(rows.length ? [rows.join('\r\n')] : []), ...end, ''].join('\r\n');
}

/** A table as CSV (csvFile). */
export function toCsv(table: Pick<ReportTable, 'columns' | 'rows' | 'total' | 'note'>): string {
  return csvFile(table.columns, table.rows.map(csvRow), table.total, table.note);
}
