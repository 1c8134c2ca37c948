import { eq } from 'drizzle-orm';
import { clients, companies, smsOutbox } from '../db/schema';
import { deriveDueOrders } from '../orders/parking-clock';
import { orderContext } from '../orders/order-change';
import type { TestApi } from './test-api';

/** Helpers for the money tests: what a cashier does, through the API itself. */

/** A clock the test API runs on, moved forward by hand. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Runs the parking clock once, as the server does; an order it cannot derive fails the test. */
export async function runParkingClock(api: TestApi): Promise<number> {
  const failed: string[] = [];
  const changed = await deriveDueOrders(orderContext(api.context, null), (id, err) => failed.push(`order ${id}: ${(err as Error).message}`));
  if (failed.length) throw new Error(`the parking clock could not derive ${failed.join('; ')}`);
  return changed;
}

/** The code of the newest discount SMS for the order (the log provider keeps them in the outbox). */
export async function lastDiscountCode(api: TestApi, orderId: number): Promise<string> {
  const rows = await api.database.db.select().from(smsOutbox);
  const text = rows.filter((r) => r.text.includes(`№${orderId}.`)).at(-1)!.text;
  return /Код: (\d{4})/.exec(text)![1]!;
}

/** Asks for a manual discount and confirms it with the manager's code; answers the confirm's answer. */
export async function approvedDiscount(api: TestApi, cashier: string, orderId: number, percent: number) {
  const asked = await api.call('POST', 'order/request-discount', { token: cashier, body: { order_id: orderId, discount_amount: `${percent}%` } });
  if (asked.status !== 200) return asked;
  const code = await lastDiscountCode(api, orderId);
  return api.call('POST', 'order/approve-discount', { token: cashier, body: { order_id: orderId, sms_code: code, discount_amount: `${percent}%` } });
}

/** Makes the client with this phone an employee of a company that pays by contract. */
export async function makeContractClient(api: TestApi, phone: string): Promise<string> {
  const [company] = await api.database.db.select().from(companies).where(eq(companies.paysByContract, true)).limit(1);
  const [client] = await api.database.db.select().from(clients).where(eq(clients.phone, phone));
  if (client) await api.database.db.update(clients).set({ companyId: company!.id }).where(eq(clients.id, client.id));
  else await api.database.db.insert(clients).values({ phone, name: 'Сотрудник', companyId: company!.id });
  return company!.name;
}

let phones = 0;
/** A phone number no other test of the file uses. */
export function freshPhone(): string {
  phones += 1;
  return `+7916${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
}
