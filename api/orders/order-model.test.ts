import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Order } from '../contract/orders';
import { closeOrders } from '../test/close-orders';
import { testClock } from '../test/money-fixtures';
import { checkOrders } from '../test/order-model/check';
import { play, startModelRun } from '../test/order-model/play';
import type { ModelRun } from '../test/order-model/run';
import { phoneArb, stepArb, type Step } from '../test/order-model/steps';
import { expectOrderAddsUp } from '../test/order-invariants';
import { testApiFixture } from '../test/test-api';

/**
 * The model-based test of the money: long random sequences of every call that changes an order,
 * by the master and the desk (two cashiers and the owner, each with a drawer: shifts opened
 * and closed, cash in and out, payments, refunds and method switches by whoever is at the
 * desk, money forms sent twice with their key), with time passing for parking. After every
 * step, every order of the run must add up (api/test/order-invariants.ts), the list, the badge
 * and the order page must say the same, every order must still be closable through the calls
 * a user has (tried in a transaction that is rolled back), and every shift must hold the cash
 * the test computes from what it did (api/test/order-model/drawer.ts); the drawer rules' answers
 * are worked out by the test too. No call may answer 5xx.
 *
 * `npm test` runs a fixed seed, MODEL_RUNS (10) sequences of up to MODEL_STEPS (40) steps;
 * the long run is `MODEL_RUNS=150 MODEL_STEPS=80 npx vitest run api/orders/order-model.test.ts` (SOAK=1, `npm run test:soak`)
 * (docs/reliability.md), with MODEL_SEED to replay a failure and MODEL_DEBUG=1 to print every
 * refusal with its reason.
 */
const RUNS = Number(process.env.MODEL_RUNS ?? (process.env.SOAK === '1' ? 150 : 10));
const STEPS = Number(process.env.MODEL_STEPS ?? (process.env.SOAK === '1' ? 80 : 40));
// A seed whose runs reach every kind of money step (refunds, switches, discounts, finishing,
// phone changes, time): checked by the last assertions of the test. Seed 4 did until refunds had
// to go back the way the money came (decision 055): its one switch that went through was a card
// refund moved to a fuel card that had taken less, now refused.
const SEED = Number(process.env.MODEL_SEED ?? 6);
/** The kinds of step the pinned seed's runs take through at least once. */
const KINDS_THE_SEED_REACHES = [
  'pay',
  'refund',
  'discount',
  'cancel-item',
  'complete',
  'phone',
  'time',
  'switch',
  'cash-move',
  'shift-open',
  'shift-close',
  'discount-groups',
];

const clock = testClock(new Date('2026-11-23T07:00:00Z'));
let run: ModelRun;
const ctx = testApiFixture({
  roles: ['master', 'cashier'],
  clock: clock.now,
  setup: async (api, tokens) => {
    run = await startModelRun(api, clock, tokens);
  },
  timeout: 60_000,
});

it(
  `every sequence of calls leaves orders that add up and can be closed (${RUNS} runs × up to ${STEPS} steps)`,
  async () => {
    let steps = 0;
    const statuses = new Map<number, number>();
    // Which kinds of step went through: the sequences must reach refunds, discounts and parking.
    const went = new Map<string, number>();
    await fc.assert(
      // Every run starts with an order; the rest is up to the steps.
      fc.asyncProperty(
        fc.tuple(phoneArb, fc.nat(6), fc.array(stepArb, { minLength: Math.min(10, STEPS), maxLength: STEPS, size: 'max' })),
        async ([first, service, rest]) => {
          const sequence: Step[] = [{ t: 'create', phone: first, service }, ...rest];
          const ids: number[] = [];
          const done: string[] = [];
          for (const step of sequence) {
            const status = await play(run, step, ids);
            if (status === undefined) continue;
            done.push(`${JSON.stringify(step)} → ${status}`);
            steps += 1;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 200) went.set(step.t, (went.get(step.t) ?? 0) + 1);
            expect(status, `no 5xx, after:\n${done.join('\n')}`).toBeLessThan(500);
            try {
              await checkOrders(run, ids);
            } catch (err) {
              (err as Error).message += `\nafter:\n${done.join('\n')}`;
              throw err;
            }
          }
          // The run ends by closing its orders for real, as the desk would at night; every drawer
          // the model knows, of this run and the earlier ones, still holds what the test computes.
          await closeOrders(run.api.database.db, run.contexts, ids);
          for (const id of ids) expectOrderAddsUp((await ctx.get(`order/${id}`, 'cashier')).body.data as Order);
          await run.drawer.check(run.api, run.desk.find((p) => p.role === 'owner')!.token, true);
          run.drawer.touched.clear();
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(
      `model test: ${RUNS} runs, ${steps} steps, answers ${JSON.stringify(Object.fromEntries(statuses))}, went through ` +
        `${JSON.stringify(Object.fromEntries(went))}`,
    );
    // The sequences reached both answers: changes that went through and refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(steps / 4);
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
    // The pinned seed is chosen to reach every kind of money step; a seed given to replay or to
    // explore is judged by the money checks above, not by which kinds its few runs happened to reach.
    const kinds = process.env.MODEL_SEED === undefined ? KINDS_THE_SEED_REACHES : [];
    for (const t of kinds) {
      expect(went.get(t) ?? 0, `steps of kind ${t} that went through`).toBeGreaterThan(0);
    }
    console.log(
      `model test drawers: ${run.drawer.shifts.size} shifts, ${run.drawer.money.size} payments and refunds, ` +
        `${run.drawer.moves.length} cash moves`,
    );
  },
  Math.max(600_000, RUNS * STEPS * 600),
);
