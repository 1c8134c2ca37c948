/**
 * `npm run bench:plans -- [--database-url URL]`: EXPLAIN ANALYZE of the statements behind
 * the lists, the counters and the change feed on whatever bench:seed generated; prints
 * Markdown. `npm run bench` does the same on 1,000,000 orders of its own.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../api/db/open';
import { queryPlans } from './lib/query-plans';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } } });
const url = values['database-url'] ?? process.env.DATABASE_URL;
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite', dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data-bench' });
const { orderCount, plans } = await queryPlans(database);
console.log(`### Query plans at ${orderCount.toLocaleString('en')} orders (${database.kind})\n`);
for (const p of plans) console.log(`#### ${p.title}\n\n\`\`\`\n${p.plan}\n\`\`\`\n`);
await database.close();
