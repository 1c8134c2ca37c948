import { hhmm, type BayKindName } from './booking-sequences-time';
import { resolveToken } from '../auth/sessions';
import { orderContext, type OrderContext } from '../orders/order-change';
import { freshTestApi, type TestAnswer, type TestApi } from '../test/test-api';
import { staffOf } from '../test/sequence-world';

/**
 * The world of one random sequence of booking calls (api/calls/booking-sequences.test.ts):
 * its API on a fresh database and a clock the test moves, its staff, and the test's own model
 * of what the shop was told (hours, days off, bays, durations) and of every booking and order
 * the sequence made. The checks hold the database and the answers to this model.
 */
export type Kind = 'wash' | 'tire';
export type BookingStatus = 'booked' | 'arrived' | 'no_show' | 'canceled';

export interface Hours {
  open: number;
  close: number;
}

export interface BayModel {
  id: number;
  name: string;
  kind: BayKindName;
  active: boolean;
}

export interface BookingModel {
  id: number;
  token: string;
  kind: Kind;
  status: BookingStatus;
  bayId: number;
  start: number;
  end: number;
  source: 'online' | 'staff';
  plate: string;
  phone: string | null;
  classId: number;
  services: number[];
  orderId: number | null;
}

export interface OrderModel {
  id: number;
  /** The booking it was taken in from; null for a car taken into the live queue without one (a walk-in). */
  bookingId: number | null;
  plate: string;
  /** Closed: done, paid to zero, keys handed back (seen on its page). */
  closed: boolean;
}

/** Whether a call answered as expected: the status, and for a refusal its code (a success carries a notice's code of its own). */
export const answered = (res: TestAnswer, [status, code]: readonly [number, string | undefined]): boolean =>
  res.status === status && (status === 200 || res.body.code === code);

/** A call's answer for the step list: its status and code. */
export const said = (res: TestAnswer): string => `${res.status} ${res.body.code ?? ''}`.trim();

/** A small seeded generator (mulberry32): the same seed makes the same choices. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[this.int(list.length)]!;
  }
  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let left = this.next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [value, w] of entries) if ((left -= w) < 0) return value;
    return entries[entries.length - 1]![0];
  }
}

export interface Tokens {
  owner: string;
  master: string;
  cashier: string;
}

export class World {
  readonly rng: Rng;
  /** What each step did and answered, in order: printed with the seed when a check fails. */
  readonly steps: string[] = [];
  /** How many answers of each status (and refusal code) the sequence got. */
  readonly statuses = new Map<string, number>();
  hours: (Hours | null)[] = [];
  horizon = 14;
  cancelHours = 2;
  readonly daysOff = new Set<string>();
  readonly bays: BayModel[] = [];
  /** The owner's minutes, by `service:class`. */
  readonly durations = new Map<string, number>();
  /** Services that were on an order that got done: their length may come from the shop's history. */
  readonly learned = new Set<number>();
  readonly bookings = new Map<number, BookingModel>();
  readonly orders = new Map<number, OrderModel>();
  /** Walk-ins left before their services (drafts): no step closes them, `bookings/arrive` must refuse them. */
  readonly drafts = new Map<number, { id: number; plate: string }>();
  /** How `bookings/arrive` answered: arrived, repeat, or the refusal's status and code (the run's summary). */
  readonly queueArrivals = new Map<string, number>();
  /** Every code sent: to which phone, when (the clock's ms), how many wrong codes it took. */
  readonly requests: { phone: string; at: number; attempts: number }[] = [];
  /** Orders whose money is to be checked after this step. */
  readonly touched = new Set<number>();
  services: Record<Kind, number[]> = { wash: [], tire: [] };
  classes: number[] = [];
  washWorker = 0;
  tireWorker = 0;
  radiusId = 0;
  profileId = 0;
  private plates = 0;
  private phones = 0;
  private addresses = 0;
  private bayNames = 0;

  constructor(
    readonly seed: number,
    readonly api: TestApi,
    readonly tokens: Tokens,
    private readonly clock: { ms: number },
    /** The master and the cashier as the services see them (to try closing the orders in a transaction rolled back). */
    readonly contexts: { master: OrderContext; cashier: OrderContext },
  ) {
    this.rng = new Rng(seed);
  }

  get now(): number {
    return this.clock.ms;
  }

  advance(ms: number): void {
    this.clock.ms += ms;
  }

  get db() {
    return this.api.database.db;
  }

  plate(): string {
    this.plates += 1;
    return `Е${String(this.plates % 1000).padStart(3, '0')}КХ${77 + Math.floor(this.plates / 1000)}`;
  }

  phone(): string {
    this.phones += 1;
    return `+7916${String(this.seed % 100).padStart(2, '0')}${String(this.phones).padStart(5, '0')}`;
  }

  bayName(): string {
    this.bayNames += 1;
    return `Пост ${this.bayNames}`;
  }

  /** Each public call comes from an address of its own: the limits per address are not what this test is about. */
  private address(): string {
    this.addresses += 1;
    const n = this.addresses;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** A call as the owner, master or cashier, or as the public (no token). A 5xx fails the sequence at once. */
  async call(who: keyof Tokens | 'public', method: 'GET' | 'POST', path: string, body?: unknown): Promise<TestAnswer> {
    const res = await this.api.call(method, path, {
      body,
      ...(who === 'public' ? { headers: { 'X-Forwarded-For': this.address() } } : { token: this.tokens[who] }),
    });
    const key = res.status >= 400 ? `${res.status} ${res.body.code}` : String(res.status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (res.status >= 500) {
      const logged = this.api.logs.filter((l) => l.err !== undefined || Number(l.level) >= 50).slice(-1);
      this.fail(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}; logged ${JSON.stringify(logged).slice(0, 1500)}`);
    }
    return res;
  }

  /** The step under way (0: setting the shop up). */
  step = 0;

  log(line: string): void {
    this.steps.push(`${this.step}. [${hhmm(this.now)}] ${line}`);
  }

  fail(message: string): never {
    const replay = `BOOKING_SEQ_SEEDS=${this.seed} BOOKING_SEQ_STEPS=${this.step} npx vitest run api/calls/booking-sequences.test.ts`;
    throw new Error(
      `seed ${this.seed}, step ${this.step}: ${message}\nreplay: ${replay}\nsteps (clock in Moscow):\n${this.steps.join('\n')}`,
    );
  }

  expect(ok: boolean, message: () => string): void {
    if (!ok) this.fail(message());
  }
}

/** A world on a fresh database, its clock at `start`, with an owner, a master and a cashier (each at the desk with a shift open). */
export async function openWorld(seed: number, start: Date): Promise<World> {
  const clock = { ms: start.getTime() };
  const api = await freshTestApi({ clock: () => new Date(clock.ms) });
  const tokens = await staffOf(api, seed);
  const contextOf = async (token: string) => orderContext(api.context, (await resolveToken(api.database.db, token))!.user.id);
  const w = new World(seed, api, tokens, clock, { master: await contextOf(tokens.master), cashier: await contextOf(tokens.cashier) });
  const durations = (await w.call('owner', 'GET', 'owner/durations?class_id=1')).body.data.services as { id: number; kind: Kind }[];
  for (const kind of ['wash', 'tire'] as const)
    w.services[kind] = durations
      .filter((s) => s.kind === kind)
      .map((s) => s.id)
      .slice(0, 3);
  const options = await w.call('public', 'GET', 'public/booking/options');
  w.classes = (options.body.data.classes as { id: number }[]).map((c) => c.id);
  w.washWorker = (await w.call('master', 'GET', 'workers-wash/get')).body.data[0].worker_id;
  w.tireWorker = (await w.call('master', 'GET', 'workers-tire/get')).body.data[0].worker_id;
  w.radiusId = (await w.call('master', 'GET', 'service-tire/radius')).body.data[0].radius_id;
  w.profileId = (await w.call('master', 'GET', 'service-tire/profile')).body.data[0].profile_id;
  return w;
}
