/**
 * The books' fingerprint: how many rows each business table holds and what its money adds up
 * to. Taken from the database at the moment of a backup and again from the backup restored
 * into a scratch database; a backup is good only when the two are equal (docs/reliability.md
 * 'Backups'). Sums are kopecks, read as text so that no total is rounded on the way.
 */
export type BookFigures = Record<string, string>;

/** One statement, run on whatever connection the caller holds (PGlite or PostgreSQL). */
export type RunQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** A sum of a table's column(s), with the columns it reads. */
interface Sum {
  sql: string;
  reads: readonly string[];
}
const column = (name: string): Sum => ({ sql: name, reads: [name] });
const sumOfKind = (kind: string): Sum => ({ sql: `case when kind = '${kind}' then sum else 0 end`, reads: ['kind', 'sum'] });

/** The figures of each table: its row count and, for the money tables, the sums that matter. */
const FIGURES: ReadonlyArray<{ table: string; sums: readonly Sum[] }> = [
  { table: 'orders', sums: ['sum_final', 'total_paid', 'total_refunded', 'refund_due', 'discount_sum', 'parking_sum'].map(column) },
  { table: 'order_items', sums: ['sum', 'discount', 'quantity'].map(column) },
  { table: 'order_item_workers', sums: ['commission_percent', 'share_weight'].map(column) },
  { table: 'payments', sums: [sumOfKind('payment'), sumOfKind('refund')] },
  {
    table: 'cash_shifts',
    sums: [
      column('opening_float'),
      { sql: 'coalesce(counted_cash, 0)', reads: ['counted_cash'] },
      { sql: 'coalesce(expected_cash, 0)', reads: ['expected_cash'] },
    ],
  },
  { table: 'cash_moves', sums: [sumOfKind('in'), sumOfKind('out')] },
  ...['clients', 'cars', 'companies', 'services'].map((table) => ({ table, sums: [] })),
  { table: 'wash_prices', sums: [column('price')] },
  { table: 'tire_prices', sums: [column('price')] },
  ...['workers', 'users', 'audit_log', 'fiscal_receipts'].map((table) => ({ table, sums: [] })),
];

/** The tables of the database and their columns (the public schema). */
export type Catalogue = ReadonlyMap<string, ReadonlySet<string>>;

/** The statement that reads the catalogue, one row per column. */
export const CATALOGUE_SQL = `select table_name::text as "table", column_name::text as "column"
  from information_schema.columns where table_schema = 'public'`;

export async function readCatalogue(run: RunQuery): Promise<Catalogue> {
  const catalogue = new Map<string, Set<string>>();
  for (const row of await run(CATALOGUE_SQL)) {
    const table = String(row.table);
    catalogue.set(table, (catalogue.get(table) ?? new Set<string>()).add(String(row.column)));
  }
  return catalogue;
}

/**
 * The statement that reads every figure in one pass per table, as one row. Given the
 * database's catalogue, only the tables and columns it has: a database of an older release,
 * backed up just before its migrations, has fewer (each figure keeps its name whatever is
 * left out, so a copy of the same database compares figure by figure).
 */
export function figuresQuery(catalogue?: Catalogue): string {
  const parts = FIGURES.flatMap(({ table, sums }) => {
    const columns = catalogue?.get(table);
    if (catalogue && !columns) return [];
    return [
      `(select count(*) from ${table})::text as "${table}.rows"`,
      ...sums.flatMap((sum, i) =>
        columns && !sum.reads.every((c) => columns.has(c))
          ? []
          : [`(select coalesce(sum(${sum.sql}), 0) from ${table})::text as "${table}.sum${i + 1}"`],
      ),
    ];
  });
  return `select ${parts.join(',\n  ')}`;
}

/** The figures of the database behind `run`, of the tables and columns it has. */
export async function readFigures(run: RunQuery): Promise<BookFigures> {
  const [row] = await run(figuresQuery(await readCatalogue(run)));
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
