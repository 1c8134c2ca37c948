import { sleep } from './server';

/**
 * The desk under chaos: a cashier of their own account, drawer and shift, paying orders in
 * cash, putting cash in and taking it out, closing the shift with the cash expected and
 * opening a new one. Every money request carries its idempotency key, as the screens send
 * them; a request that got no answer (the server died under it) is sent again with the same
 * key before anything else, as a terminal would, until it is answered.
 */
export interface Acks {
  payments: Array<{ key: string; orderId: number; sum: number; paymentId: number; shiftId: number }>;
  moves: Array<{ key: string; shiftId: number; kind: 'in' | 'out'; sum: number }>;
  closes: Array<{ key: string; shiftId: number; counted: number }>;
  opens: Array<{ shiftId: number; float: number }>;
}

export interface Counts {
  submits: number;
  /** Sends that got no answer: the server died under them (each is sent again). */
  cutOff: number;
  /** Refusals a cashier meets: an order paid up, a drawer too short for the cash out. */
  refused: number;
  /** A request sent again after a lost answer that was refused (it should answer the first answer). */
  repeatsRefused: string[];
  /** What went wrong in the load itself (an answer it could not read): the run fails. */
  errors: string[];
}

type What = 'payment' | 'move' | 'close';
interface Sent {
  what: What;
  path: string;
  body: Record<string, unknown>;
  shiftId: number;
  repeat: boolean;
}

export const FLOAT = 1000;

export class DeskCashier {
  private token = '';
  private shiftId: number | null = null;
  pending: Sent | null = null;
  private sequence = 0;

  constructor(
    private readonly baseURL: () => string,
    private readonly login: string,
    private readonly password: string,
    private readonly tag: string,
    private readonly acks: Acks,
    readonly counts: Counts,
  ) {}

  async signIn(): Promise<void> {
    const r = await fetch(`${this.baseURL()}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: this.login, password: this.password }),
    });
    this.token = ((await r.json()) as { data: { token: string } }).data.token;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: { data?: unknown; code?: string } } | undefined> {
    try {
      const r = await fetch(`${this.baseURL()}/api/v1/${path}`, {
        method,
        headers: { Authorization: `Bearer ${this.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      // A body cut off by the kill (its status already sent) is no answer either.
      const json = (await r.json().catch(() => undefined)) as { data?: unknown; code?: string } | undefined;
      if (!json || r.status >= 500) return undefined;
      if (r.status === 401) {
        await this.signIn().catch(() => undefined);
        return undefined;
      }
      return { status: r.status, body: json };
    } catch {
      return undefined; // the server died under the request: the outcome is not known
    }
  }

  /** One step: the request left without an answer first, else the shift opened, else a payment, a cash move or the close. */
  async step(orders: readonly number[]): Promise<void> {
    if (this.pending) return this.send(this.pending);
    if (this.shiftId === null) return this.open();
    const r = Math.random();
    const key = `chaos-${this.tag}-${(this.sequence += 1)}`;
    if (r < 0.7) {
      const orderId = orders[Math.floor(Math.random() * orders.length)]!;
      const sum = 1 + Math.floor(Math.random() * 30); // 1–30 roubles
      return this.send({
        what: 'payment',
        path: 'order/pay',
        body: { order_id: orderId, sum, method: 'cash', idempotency_key: key },
        shiftId: this.shiftId,
        repeat: false,
      });
    }
    if (r < 0.93) {
      const kind = Math.random() < 0.6 ? 'in' : 'out';
      const sum = 1 + Math.floor(Math.random() * 30);
      return this.send({
        what: 'move',
        path: 'shift/cash-move',
        body: { kind, sum, reason: kind === 'in' ? 'Размен' : 'Инкассация', idempotency_key: key },
        shiftId: this.shiftId,
        repeat: false,
      });
    }
    // The evening: the cash counted is what the drawer should hold (nobody else uses this drawer).
    const current = await this.call('GET', 'shift/current');
    const shift = current?.body.data as { id: number; expected_cash: number } | null | undefined;
    if (!shift) return;
    return this.send({
      what: 'close',
      path: 'shift/close',
      body: { shift_id: shift.id, counted_cash: shift.expected_cash, expected_difference: 0, idempotency_key: key },
      shiftId: shift.id,
      repeat: false,
    });
  }

  private async open(): Promise<void> {
    const opened = await this.call('POST', 'shift/open', { opening_float: FLOAT });
    if (!opened) return;
    if (opened.status === 200) {
      this.shiftId = (opened.body.data as { id: number }).id;
      this.acks.opens.push({ shiftId: this.shiftId, float: FLOAT * 100 });
      return;
    }
    // Opened by a request whose answer was lost: the shift is there.
    const current = await this.call('GET', 'shift/current');
    const shift = current?.body.data as { id: number; opening_float: number } | null | undefined;
    if (shift && !this.acks.opens.some((o) => o.shiftId === shift.id))
      this.acks.opens.push({ shiftId: shift.id, float: Math.round(shift.opening_float * 100) });
    if (shift) this.shiftId = shift.id;
  }

  private async send(sent: Sent): Promise<void> {
    this.counts.submits += 1;
    const answer = await this.call('POST', sent.path, sent.body);
    if (!answer) {
      this.counts.cutOff += 1;
      this.pending = { ...sent, repeat: true };
      return;
    }
    this.pending = null;
    const key = String(sent.body.idempotency_key);
    if (answer.status === 200) {
      const sum = Math.round(Number(sent.body.sum ?? 0) * 100);
      if (sent.what === 'payment')
        this.acks.payments.push({
          key,
          orderId: Number(sent.body.order_id),
          sum,
          paymentId: (answer.body.data as { payment_id: number }).payment_id,
          shiftId: sent.shiftId,
        });
      if (sent.what === 'move')
        this.acks.moves.push({ key, shiftId: (answer.body.data as { id: number }).id, kind: sent.body.kind as 'in' | 'out', sum });
      if (sent.what === 'close') {
        this.acks.closes.push({ key, shiftId: sent.shiftId, counted: Math.round(Number(sent.body.counted_cash) * 100) });
        this.shiftId = null;
      }
      return;
    }
    // Sent again after a lost answer, a close or a cash move meets the same drawer as the first
    // time (nobody else uses it): refused now, the repeat did not answer the first answer.
    const legit = answer.body.code === 'cash_out_too_big' || (sent.what === 'payment' && answer.status === 409);
    if (sent.repeat && !legit) this.counts.repeatsRefused.push(`${sent.what} ${key}: ${answer.status} ${answer.body.code}`);
    else this.counts.refused += 1;
    if (sent.what === 'close') this.shiftId = null; // said back or closed elsewhere: read it again
  }
}

/** A cashier's loop: steps while the server is up, until told to stop with nothing left unanswered. */
export async function cashierLoop(cashier: DeskCashier, orders: readonly number[], state: { up: boolean; stop: boolean }): Promise<void> {
  while (!state.stop || cashier.pending) {
    if (!state.up) {
      await sleep(50);
      continue;
    }
    try {
      await cashier.step(orders);
    } catch (err) {
      cashier.counts.errors.push(String(err));
      cashier.pending = null;
    }
  }
}
