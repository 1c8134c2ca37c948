import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { CallData, CallName } from '../../api/contract/calls';
import type { CashierStats, MasterStats } from '../../api/contract/stats';
import type { Order, OrderRow } from '../../api/contract/orders';
import type { Queue } from '../../api/contract/display';
import type { CallArgs } from '../../api/contract/client';
import { apiAs, apiWith, type Answer, type TestApi, type Who } from '../api-client';
import { DEMO } from '../support';

/** The two processes, by name, as the test reaches them over HTTP. */
export type ProcessName = 'A' | 'B';
export type { Who };

/**
 * The product API of both processes through the typed client (../api-client.ts), with a
 * bearer token per demo role (one sign-in each: a token is a row in the shared database,
 * good on either process). A 5xx or a process that does not answer fails the test at once;
 * through `answer` a 4xx is an answer like any other, through `call` it fails.
 */
export class ClusterApi {
  private readonly clients = new Map<`${ProcessName} ${Who}`, TestApi>();

  private constructor(private readonly contexts: Record<ProcessName, APIRequestContext>) {}

  static async open(baseURLs: Record<ProcessName, string>): Promise<ClusterApi> {
    const [A, B] = await Promise.all([
      playwrightRequest.newContext({ baseURL: baseURLs.A }),
      playwrightRequest.newContext({ baseURL: baseURLs.B }),
    ]);
    const api = new ClusterApi({ A, B });
    for (const who of Object.keys(DEMO) as Who[]) {
      const { token } = await apiAs(A, who);
      for (const p of ['A', 'B'] as const) api.clients.set(`${p} ${who}`, apiWith(api.contexts[p], token, `${who} on process ${p}`));
    }
    return api;
  }

  async dispose(): Promise<void> {
    await Promise.all(Object.values(this.contexts).map((context) => context.dispose()));
  }

  /** The client of a demo role on one process. */
  as(process: ProcessName, who: Who): TestApi {
    return this.clients.get(`${process} ${who}`)!;
  }

  /** A call that must succeed. */
  call<N extends CallName>(process: ProcessName, who: Who, name: N, ...input: CallArgs<N>): Promise<CallData<N>> {
    return this.as(process, who).call(name, ...input);
  }

  /** A call whose refusal is an outcome of the random work. */
  answer<N extends CallName>(process: ProcessName, who: Who, name: N, ...input: CallArgs<N>): Promise<Answer<CallData<N>>> {
    return this.as(process, who).answer(name, ...input);
  }

  list(process: ProcessName, who: Who, status: ListStatus, options: { doneToday?: boolean } = {}): Promise<OrderList> {
    return this.call(process, who, 'order/list', {
      query: { status, page: 1, page_size: 50, ...(options.doneToday ? { done_today: true } : {}) },
    });
  }

  order(process: ProcessName, id: number, who: Who = 'master'): Promise<Order> {
    return this.call(process, who, 'order/:id', { params: { id } });
  }

  /**
   * Everything the open screens show, as the database says it now. The reads run at once
   * through one process; nothing changes meanwhile but the parking clock (see converge()).
   */
  async truth(process: ProcessName, followed: { master: number; cashier: number }): Promise<Truth> {
    const [masterStats, cashierStats, waiting, inProgress, doneToday, all, desk, masterOrder, cashierOrder, queue] = await Promise.all([
      this.call(process, 'master', 'get-order-stats'),
      this.call(process, 'cashier', 'get-order-stats-cashier'),
      this.list(process, 'master', 'waiting'),
      this.list(process, 'master', 'in_progress'),
      // «Выполненные» shows today's by default, as its counter counts (app/components/orders/order-list.server.ts).
      this.list(process, 'master', 'done', { doneToday: true }),
      this.list(process, 'master', 'all'),
      this.list(process, 'cashier', 'waiting_for_payment'),
      this.order(process, followed.master),
      this.order(process, followed.cashier, 'cashier'),
      this.call(process, 'display', 'display/queue'),
    ]);
    return {
      masterStats,
      cashierStats,
      lists: { waiting, in_progress: inProgress, done: doneToday, all, waiting_for_payment: desk },
      masterOrder,
      cashierOrder,
      queue,
    };
  }
}

/** What the log says of an answer: `200`, or the refusal's status and code. */
export const said = (answer: Answer<unknown>) => (answer.ok ? String(answer.status) : `${answer.status} ${answer.code ?? ''}`.trim());

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
