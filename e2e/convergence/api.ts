import type { CashierStats, MasterStats } from '../../api/contract/stats';
import type { Order, OrderRow } from '../../api/contract/orders';
import type { Queue } from '../../api/contract/display';
import { DEMO } from '../support';

/** The two processes, by name, as the test reaches them over HTTP. */
export type ProcessName = 'A' | 'B';
export type Who = keyof typeof DEMO;

export interface Answer {
  status: number;
  /** The envelope: `{result: 'ok', data}` or `{result: 'error', code, details}`. */
  body: { result?: string; data?: any; code?: string; details?: string } | undefined;
}

/**
 * The product API of both processes, with a bearer token per demo role (one sign-in each:
 * a token is a row in the shared database, good on either process). A 5xx or a process
 * that does not answer fails the test at once; a 4xx is an answer like any other.
 */
export class ClusterApi {
  private tokens = new Map<Who, string>();

  constructor(private readonly baseURLs: Record<ProcessName, string>) {}

  async signIn(): Promise<void> {
    for (const who of Object.keys(DEMO) as Who[]) {
      const answer = await this.request('A', 'POST', 'login', undefined, DEMO[who]);
      if (answer.status !== 200) throw new Error(`login as ${who}: ${answer.status} ${JSON.stringify(answer.body)}`);
      this.tokens.set(who, answer.body!.data.token as string);
    }
  }

  async request(process: ProcessName, method: 'GET' | 'POST', path: string, who?: Who, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (who) headers.Authorization = `Bearer ${this.tokens.get(who) ?? ''}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const url = `${this.baseURLs[process]}/api/v1/${path}`;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (err) {
      throw new Error(`${method} ${path} on process ${process}: no answer (${(err as Error).message})`);
    }
    const text = await response.text();
    let parsed: Answer['body'];
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (response.status >= 500) throw new Error(`${method} ${path} on process ${process} as ${who ?? 'nobody'}: ${response.status} ${text.slice(0, 500)} (body ${JSON.stringify(body)})`);
    return { status: response.status, body: parsed };
  }

  /** A read that must succeed: its `data`. */
  async get<T = any>(process: ProcessName, who: Who, path: string): Promise<T> {
    const answer = await this.request(process, 'GET', path, who);
    if (answer.status !== 200) throw new Error(`GET ${path} on process ${process} as ${who}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body!.data as T;
  }

  post(process: ProcessName, who: Who, path: string, body: unknown): Promise<Answer> {
    return this.request(process, 'POST', path, who, body);
  }

  list(process: ProcessName, who: Who, status: ListStatus, options: { doneToday?: boolean } = {}): Promise<OrderList> {
    return this.get<OrderList>(process, who, `order/list?status=${status}&page=1&page_size=50${options.doneToday ? '&done_today=true' : ''}`);
  }

  order(process: ProcessName, id: number): Promise<Order> {
    return this.get<Order>(process, 'master', `order/${id}`);
  }

  /**
   * Everything the open screens show, as the database says it now. The reads run at once
   * through one process; nothing changes meanwhile but the parking clock (see converge()).
   */
  async truth(process: ProcessName, followed: { master: number; cashier: number }): Promise<Truth> {
    const [masterStats, cashierStats, waiting, inProgress, doneToday, all, desk, masterOrder, cashierOrder, queue] = await Promise.all([
      this.get<MasterStats>(process, 'master', 'get-order-stats'),
      this.get<CashierStats>(process, 'cashier', 'get-order-stats-cashier'),
      this.list(process, 'master', 'waiting'),
      this.list(process, 'master', 'in_progress'),
      // «Выполненные» shows today's by default, as its counter counts (app/utils/order-list.server.ts).
      this.list(process, 'master', 'done', { doneToday: true }),
      this.list(process, 'master', 'all'),
      this.list(process, 'cashier', 'waiting_for_payment'),
      this.get<Order>(process, 'master', `order/${followed.master}`),
      this.get<Order>(process, 'cashier', `order/${followed.cashier}`),
      this.get<Queue>(process, 'display', 'display/queue'),
    ]);
    return { masterStats, cashierStats, lists: { waiting, in_progress: inProgress, done: doneToday, all, waiting_for_payment: desk }, masterOrder, cashierOrder, queue };
  }
}

export type ListStatus = 'waiting' | 'in_progress' | 'done' | 'all' | 'waiting_for_payment';
export interface OrderList {
  orders: OrderRow[];
  total: number;
}

export interface Truth {
  masterStats: MasterStats;
  cashierStats: CashierStats;
  lists: Record<ListStatus, OrderList>;
  masterOrder: Order;
  cashierOrder: Order;
  queue: Queue;
}
