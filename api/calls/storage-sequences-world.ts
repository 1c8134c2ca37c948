import { sql } from 'drizzle-orm';
import { resolveToken } from '../auth/sessions';
import { rawRows } from '../db/raw-rows';
import { storageSettingsOf } from '../storage/settings';
import { orderContext, type OrderContext } from '../orders/order-change';
import { freshTestApi, type TestAnswer, type TestApi } from '../test/test-api';
import { said, SequenceWorld, staffOf, type Who } from '../test/sequence-world';

/**
 * The world of one random sequence of storage calls (api/calls/storage-sequences.test.ts): its
 * API on a fresh database with a clock the test moves, the owner, a master and a cashier (each
 * desk role with a shift open), the seeded choices, and what the sequence made and was told:
 * cars, phones, orders, sets, the lines it removed itself. The checks hold the database and the
 * answers to it.
 */
export { said, type Who } from '../test/sequence-world';

const MSK_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;
/** The business date (Moscow, UTC+3 all year) of an instant. */
export const dateOf = (ms: number): string => new Date(ms + MSK_MS).toISOString().slice(0, 10);
/** The instant a business date begins. */
export const startOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) - MSK_MS;
export const addDays = (date: string, n: number): string => dateOf(startOf(date) + n * DAY_MS + 12 * 3_600_000);

/** A date `n` calendar months on, the day kept or the month's last (written apart from api/domain/storage-term.ts). */
export function monthsOn(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** Months begun past the term on `today` (the term's own day in it), at most 99: what a give charges. */
export function monthsPast(term: string, today: string): number {
  let n = 0;
  while (n < 99 && monthsOn(term, n) < today) n += 1;
  return n;
}

export interface SetModel {
  id: number;
  carPlate: string;
  takeOrderId: number;
  /** The season line the take linked the set to (read from the table right after the take). */
  takeItemId: number | null;
  radiusId: number;
  profileId: number;
  term: string;
  given: boolean;
  /** What the give answered: its order (null: none) and months. */
  giveOrderId: number | null;
  months: number;
}

export class World extends SequenceWorld {
  readonly counts = { takes: 0, ownTakes: 0, gives: 0, ownGives: 0, overdueGives: 0, moves: 0, payments: 0, refunds: 0, repeats: 0 };
  /** Cars the shop knows (served before): plate → whether the test thinks it has an open order is read from the DB. */
  readonly orders = new Set<number>();
  readonly sets = new Map<number, SetModel>();
  /** Orders whose money is checked after this step. */
  readonly touched = new Set<number>();
  /** Lines the sequence itself deleted or canceled (a season line may be removed: the set is then stored for free). */
  readonly removedLines = new Set<number>();
  tireServices: number[] = [];
  radii: number[] = [];
  profiles: number[] = [];
  tireWorker = 0;
  seasonServiceId = 0;
  overdueServiceId = 0;
  /** Catalogue models to take cars in with. */
  models: Array<{ id: number; class_id: number }> = [];
  brandIds: number[] = [];
  readonly startDate: string;

  constructor(
    seed: number,
    api: TestApi,
    tokens: Record<Who, string>,
    private readonly clock: { ms: number },
    readonly contexts: { master: OrderContext; cashier: OrderContext },
  ) {
    super(seed, api, tokens, { random: seed, phonePrefix: '+7917' });
    this.startDate = dateOf(clock.ms);
  }

  get now(): number {
    return this.clock.ms;
  }
  get today(): string {
    return dateOf(this.clock.ms);
  }
  advance(ms: number): void {
    this.clock.ms += ms;
  }
  get db() {
    return this.api.database.db;
  }

  newPlate(): string {
    this.plateCount += 1;
    const letters = 'АВЕКМНОРСТУХ';
    const n = this.plateCount;
    return `${letters[n % 12]}${String(n % 1000).padStart(3, '0')}${letters[(n >> 2) % 12]}Х${77 + (this.seed % 20)}`;
  }

  /** A call as a role; a 5xx fails the sequence at once with what the API logged. */
  async call(who: Who, method: 'GET' | 'POST', path: string, body?: unknown): Promise<TestAnswer> {
    const res = await this.api.call(method, path, { token: this.tokens[who], ...(body === undefined ? {} : { body }) });
    this.countAnswer(res);
    if (res.status >= 500) {
      const logged = this.api.logs.filter((l) => l.err !== undefined || Number(l.level) >= 50).slice(-1);
      this.fail(
        `${method} ${path} ${JSON.stringify(body)} answered ${res.status}: ${JSON.stringify(res.body)}; ` +
          `logged ${JSON.stringify(logged).slice(0, 1500)}`,
      );
    }
    return res;
  }

  log(line: string): void {
    this.steps.push(`${this.step}. [${new Date(this.now + MSK_MS).toISOString().slice(0, 16)}] ${line}`);
  }

  /**
   * The seeds of the file's run up to this one, and its steps: the seeds share one database, so a
   * seed starts from what the earlier ones left (full racks, sets in store), and replays only after them.
   */
  replay = { seeds: '', steps: 0 };

  fail(message: string): never {
    const seeds = this.replay.seeds || String(this.seed);
    const steps = this.replay.steps || this.step;
    const replay = `STORAGE_SEQ_SEEDS=${seeds} STORAGE_SEQ_STEPS=${steps} npx vitest run api/calls/storage-sequences.test.ts`;
    throw new Error(`seed ${this.seed}, step ${this.step}: ${message}\nreplay: ${replay}\nsteps (Moscow time):\n${this.steps.join('\n')}`);
  }

  expect(ok: boolean, message: () => string): void {
    if (!ok) this.fail(message());
  }
}

/** A refusal's short form for the log. */

/** Everything a refused storage call must leave as it was, read in one statement. */
export async function snapshot(w: World): Promise<string> {
  const [row] = await rawRows<Record<string, unknown>>(
    w.db,
    sql`select (select count(*)::int from orders) as orders, (select coalesce(max(id), 0) from orders) as last_order,
      (select count(*)::int from order_items) as items, (select coalesce(sum(quantity), 0)::int from order_items) as quantities,
      (select count(*)::int from tyre_sets) as sets, (select count(*)::int from tyre_set_events) as events,
      (select count(*)::int from tyre_sets where given_at is null) as stored, (select count(*)::int from cars) as cars,
      (select count(*)::int from clients) as clients,
      (select coalesce(string_agg(id || ':' || coalesce(cell_id, 0), ' ' order by id), '') from tyre_sets) as cells`,
  );
  return JSON.stringify(row);
}

/** Now and then a take or a give carries an idempotency key (as the screens send one), so that a double tap can be tried. */
export function keyed(w: World, body: Record<string, unknown>): Record<string, unknown> {
  return w.rng.chance(0.25) ? { ...body, idempotency_key: `seq-${w.seed}-${w.step}-${w.rng.int(0, 1e6)}` } : body;
}

/**
 * A keyed call sent again by the same person (a lost answer, a double tap): the same answer as
 * the first, and nothing more written.
 */
export async function doubleTap(w: World, as: Who, path: string, body: Record<string, unknown>, first: TestAnswer): Promise<void> {
  if (body.idempotency_key === undefined || !w.rng.chance(0.6)) return;
  const before = await snapshot(w);
  const again = await w.call(as, 'POST', path, body);
  const what = (r: TestAnswer) => JSON.stringify([r.status, r.body.code, r.body.data]);
  w.log(`  the same ${path} again with its key → ${said(again)}`);
  w.expect(what(again) === what(first), () => `${path} sent again with its key answered ${what(again)}, the first ${what(first)}`);
  const after = await snapshot(w);
  w.expect(after === before, () => `${path} sent again with its key wrote: ${before} → ${after}`);
  w.counts.repeats += 1;
}

/** A world on a fresh database, its clock at `start`, its staff signed in, the price list read. */
export async function openWorld(seed: number, start: Date): Promise<World> {
  const clock = { ms: start.getTime() };
  const api = await freshTestApi({ clock: () => new Date(clock.ms) });
  const tokens = await staffOf(api, seed);
  const contextOf = async (token: string) => orderContext(api.context, (await resolveToken(api.database.db, token))!.user.id);
  const w = new World(seed, api, tokens, clock, { master: await contextOf(tokens.master), cashier: await contextOf(tokens.cashier) });
  w.radii = ((await w.call('master', 'GET', 'service-tire/radius')).body.data as { radius_id: number }[]).map((r) => r.radius_id);
  w.profiles = ((await w.call('master', 'GET', 'service-tire/profile')).body.data as { profile_id: number }[]).map((p) => p.profile_id);
  const offers = await w.call('master', 'GET', `service-list/tires?radius_id=${w.radii[0]}&profile_id=${w.profiles[0]}`);
  w.tireServices = (offers.body.data as { service_id: number }[]).map((s) => s.service_id);
  w.tireWorker = (await w.call('master', 'GET', 'workers-tire/get')).body.data[0].worker_id;
  const rules = await storageSettingsOf(w.db);
  w.expect(rules.seasonServiceId !== null && rules.overdueServiceId !== null, () => 'the shipped storage services are not chosen');
  w.seasonServiceId = rules.seasonServiceId!;
  w.overdueServiceId = rules.overdueServiceId!;
  const info = (await w.call('master', 'GET', 'get-cars-info')).body.data as {
    brands: { id: number }[];
    models: Record<string, { id: number; class_id: number }[]>;
  };
  w.models = Object.values(info.models).flat().slice(0, 40);
  w.brandIds = info.brands.map((b) => b.id).slice(0, 20);
  return w;
}
