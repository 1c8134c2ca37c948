/**
 * The books' fingerprint: how many rows each business table holds and what its money adds up
 * to. Taken from the database at the moment of a backup and again from the backup restored
 * into a scratch database; a backup is good only when the two are equal (docs/reliability.md
 * 'Backups'). Sums are kopecks, read as text so that no total is rounded on the way.
 */
export type BookFigures = Record<string, string>;

/** One statement, run on whatever connection the caller holds (PGlite or PostgreSQL). */
export type RunQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** The figures of each table: its row count and, for the money tables, the sums that matter. */
const FIGURES: ReadonlyArray<{ table: string; sums: readonly string[] }> = [
  { table: 'orders', sums: ['sum_final', 'total_paid', 'total_refunded', 'refund_due', 'discount_sum', 'parking_sum'] },
  { table: 'order_items', sums: ['sum', 'discount', 'quantity'] },
  { table: 'order_item_workers', sums: ['commission_percent', 'share_weight'] },
  { table: 'payments', sums: ["case when kind = 'payment' then sum else 0 end", "case when kind = 'refund' then sum else 0 end"] },
  { table: 'cash_shifts', sums: ['opening_float', 'coalesce(counted_cash, 0)', 'coalesce(expected_cash, 0)'] },
  { table: 'cash_moves', sums: ["case when kind = 'in' then sum else 0 end", "case when kind = 'out' then sum else 0 end"] },
  { table: 'clients', sums: [] },
  { table: 'cars', sums: [] },
  { table: 'companies', sums: [] },
  { table: 'services', sums: [] },
  { table: 'wash_prices', sums: ['price'] },
  { table: 'tire_prices', sums: ['price'] },
  { table: 'workers', sums: [] },
  { table: 'users', sums: [] },
  { table: 'audit_log', sums: [] },
  { table: 'fiscal_receipts', sums: [] },
];

/** The statement that reads every figure in one pass per table, as one row. */
export function figuresQuery(): string {
  const parts = FIGURES.flatMap(({ table, sums }) => [
    `(select count(*) from ${table})::text as "${table}.rows"`,
    ...sums.map((expr, i) => `(select coalesce(sum(${expr}), 0) from ${table})::text as "${table}.sum${i + 1}"`),
  ]);
  return `select ${parts.join(',\n  ')}`;
}

/** The figures of the database behind `run`. */
export async function readFigures(run: RunQuery): Promise<BookFigures> {
  const [row] = await run(figuresQuery());
  const figures: BookFigures = {};
  for (const [name, value] of Object.entries(row ?? {})) figures[name] = String(value);
  return figures;
}

/**
 * What differs between the source's figures and the restored copy's, as «name: a ≠ b» lines;
 * empty when equal. Only the source's figures are compared: a backup of an older release,
 * restored by today's code, may gain tables (and figures) its manifest never had.
 */
export function figureDifferences(source: BookFigures, copy: BookFigures): string[] {
  const names = Object.keys(source).sort();
  return names.filter((n) => source[n] !== copy[n]).map((n) => `${n}: ${source[n] ?? 'missing'} ≠ ${copy[n] ?? 'missing'}`);
}
