/**
 * `npm run test:soak`: the long versions of the randomised tests that `npm test` runs small,
 * with SOAK=1 raising their defaults (an explicit FUZZ_RUNS, MODEL_RUNS, MODEL_STEPS or
 * CONVERGENCE_ACTIONS still wins, as do the sequences' *_STEPS):
 * - api/http/fuzz.test.ts: 230 inputs per call instead of 8 (about 10,500);
 * - api/orders/order-model.test.ts: 150 sequences of up to 80 steps instead of 10 of 40;
 * - api/backup/crash.test.ts: 20 backups killed instead of 5;
 * - the sequences of real calls: bookings 260 steps a seed instead of 70
 *   (api/calls/booking-sequences.test.ts), the list answers' cache 160 instead of 45
 *   (api/calls/list-cache-sequences.test.ts), tyre storage 200 instead of 100
 *   (api/calls/storage-sequences.test.ts);
 * - e2e/form-fuzz.spec.ts: 80 runs instead of 8 (240 posts per form action);
 * - e2e/convergence.pg.spec.ts: 200 actions instead of 40, when TEST_DATABASE_URL names a
 *   PostgreSQL server (else it is left out, as in `npm test`).
 * The end-to-end part needs the production build (`npm run build`) and Chromium. Figures in
 * the README's test section and docs/reliability.md.
 */
import { spawnSync } from 'node:child_process';

const env = { ...process.env, SOAK: '1' };

function step(title: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

step('API fuzzing, the model-based test of the money, the sequences, and twenty kills during backups (long)', [
  'vitest',
  'run',
  'api/http/fuzz.test.ts',
  'api/orders/order-model.test.ts',
  'api/calls/booking-sequences.test.ts',
  'api/calls/list-cache-sequences.test.ts',
  'api/calls/storage-sequences.test.ts',
  'api/backup/crash.test.ts',
]);
const specs = ['e2e/form-fuzz.spec.ts', ...(process.env.TEST_DATABASE_URL ? ['e2e/convergence.pg.spec.ts'] : [])];
step(`Form fuzzing${process.env.TEST_DATABASE_URL ? ' and the convergence test' : ''} (long)`, ['playwright', 'test', ...specs]);
console.log('\nSoak passed.');
