/**
 * `npm run bench:seed -- --orders N [--database-url URL]`: generates N orders (see
 * bench/lib/seed-orders.ts) on PostgreSQL (the URL, or DATABASE_URL) or on the embedded
 * database in --data-dir (default ./data-bench).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../api/db/open';
import { seedOrders } from './lib/seed-orders';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '1000' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
});
const total = Number(values.orders);
if (!Number.isInteger(total) || total < 1) throw new Error('--orders must be a positive whole number');
const url = values['database-url'] ?? process.env.DATABASE_URL;
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite', dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data-bench' });
const ms = await seedOrders(database.db, total);
console.log(`${total} orders in ${(ms / 1000).toFixed(1)} s (${database.kind})`);
await database.close();
