import type { RunQuery } from './figures';

/**
 * The tables of the business, as an accountant or another system would take them: each with
 * the columns to leave out (secrets of no use outside: password hashes) and the key it is
 * read in pages by, so that a million orders never sit in memory at once.
 */
export const EXPORT_TABLES: ReadonlyArray<{ table: string; key: readonly string[]; omit?: readonly string[] }> = [
  { table: 'orders', key: ['id'] },
  { table: 'order_items', key: ['id'] },
  { table: 'order_item_workers', key: ['order_item_id', 'worker_id'] },
  { table: 'payments', key: ['id'], omit: ['idempotency_key'] },
  { table: 'cash_shifts', key: ['id'] },
  { table: 'cash_moves', key: ['id'], omit: ['idempotency_key'] },
  { table: 'clients', key: ['id'] },
  { table: 'client_notes', key: ['id'] },
  { table: 'cars', key: ['id'] },
  { table: 'companies', key: ['id'] },
  { table: 'discount_groups', key: ['id'] },
  { table: 'services', key: ['id'] },
  { table: 'wash_prices', key: ['service_id', 'class_id'] },
  { table: 'tire_prices', key: ['service_id', 'radius_id', 'profile_id'] },
  { table: 'vehicle_classes', key: ['id'] },
  { table: 'brands', key: ['id'] },
  { table: 'models', key: ['id'] },
  { table: 'tire_radii', key: ['id'] },
  { table: 'tire_profiles', key: ['id'] },
  { table: 'workers', key: ['id'] },
  { table: 'users', key: ['id'], omit: ['password_hash'] },
];

const PAGE = 2_000;

/** A value as a CSV field: `;` separated (as Russian spreadsheets expect), a typed text never read as a formula. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  const figure = typeof value === 'number' || typeof value === 'bigint' || /^-?\d+(\.\d+)?$/.test(text);
  if (!figure && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: unknown[]) => `${values.map(field).join(';')}\r\n`;

/** The columns of a table in the order the database keeps them, without those left out. */
async function columnsOf(run: RunQuery, table: string, omit: readonly string[] = []): Promise<string[]> {
  const rows = await run(
    `select column_name::text as "column" from information_schema.columns
     where table_schema = 'public' and table_name = '${table}' order by ordinal_position`,
  );
  return rows.map((r) => String(r.column)).filter((c) => !omit.includes(c));
}

/**
 * One table as CSV text, a page of rows at a time: a byte-order mark and the header first,
 * then the rows in the order of their key. Reading goes on from the last key seen, so rows
 * written meanwhile are seen at most once.
 */
export async function* tableCsv(run: RunQuery, table: string, key: readonly string[], omit?: readonly string[]): AsyncGenerator<string> {
  const columns = await columnsOf(run, table, omit);
  yield `\ufeff${line(columns)}`;
  const list = columns.map((c) => `"${c}"`).join(', ');
  const order = key.map((c) => `"${c}"`).join(', ');
  let after: unknown[] | null = null;
  for (;;) {
    const where: string = after ? `where (${order}) > (${after.map((v) => Number(v)).join(', ')})` : '';
    const rows: Array<Record<string, unknown>> = await run(
      `select ${list}, ${key.map((c, i) => `"${c}" as "__k${i}"`).join(', ')} from ${table} ${where} order by ${order} limit ${PAGE}`,
    );
    if (!rows.length) return;
    yield rows.map((r) => line(columns.map((c) => r[c]))).join('');
    const last = rows[rows.length - 1]!;
    after = key.map((_c, i) => last[`__k${i}`]);
    if (rows.length < PAGE) return;
  }
}
