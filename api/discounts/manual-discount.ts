import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discountRequests, orders } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import { isPaid } from '../domain/order-rules';
import { audit } from '../orders/audit';
import { touchOrder } from '../orders/change-feed';
import { lockOrder } from '../orders/lock';
import { recalcOrder } from '../orders/recalc';
import { SmsError, type SmsProvider } from '../sms/provider';
import { codeHash, codeMatches, newCode } from './sms-code';

/** DOMAIN.md 'Discounts': the code lives 10 minutes, allows 5 tries; a new request waits 60 s. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;
export const REQUEST_LOCK_MS = 60_000;

export const APPROVED = 'Скидка подтверждена и применена';
export const WRONG_CODE = 'Код не совпадает';

interface DiscountContext {
  db: Db;
  userId: number;
  sms: SmsProvider;
  managerPhone: string | undefined;
  timeZone: string;
}

/** The salt binding a code hash to its request, so equal codes never share a hash. */
const saltOf = (request: { id: number; orderId: number; createdAt: Date }) => `${request.id}:${request.orderId}:${request.createdAt.getTime()}`;

async function discountableOrder(tx: Db, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (order.jobStatus === 'canceled') throw conflict('Заказ отменён');
  if (isPaid(order.payStatus)) throw conflict('Заказ оплачен, скидку изменить нельзя');
  return order;
}

/** `order/request-discount`: a code goes by SMS to the manager; a repeat within 60 s is refused. */
export async function requestDiscount(ctx: DiscountContext, orderId: number, percent: number, now = new Date()) {
  if (!ctx.managerPhone) throw conflict('Не указан телефон управляющего (MANAGER_PHONE), код отправить некуда');
  const code = newCode();
  const request = await ctx.db.transaction(async (tx) => {
    await discountableOrder(tx, orderId);
    const [last] = await tx.select().from(discountRequests).where(eq(discountRequests.orderId, orderId)).orderBy(desc(discountRequests.id)).limit(1);
    if (last) {
      const wait = Math.ceil((last.createdAt.getTime() + REQUEST_LOCK_MS - now.getTime()) / 1000);
      if (wait > 0) throw conflict(`Повторный запрос скидки возможен через ${wait} с`);
    }
    // A new request replaces any open one.
    await tx.update(discountRequests).set({ closedAt: now }).where(and(eq(discountRequests.orderId, orderId), isNull(discountRequests.closedAt)));
    const [row] = await tx
      .insert(discountRequests)
      .values({ orderId, percent, codeHash: 'pending', createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS), userId: ctx.userId })
      .returning();
    await tx.update(discountRequests).set({ codeHash: codeHash(code, saltOf(row!)) }).where(eq(discountRequests.id, row!.id));
    await audit(tx, { userId: ctx.userId, action: 'discount.requested', orderId, after: { percent } });
    return row!;
  });

  try {
    await ctx.sms.send(ctx.managerPhone, `Скидка ${percent}% на заказ №${orderId}. Код: ${code}`);
  } catch (err) {
    // No valid code may outlive a failed send, and no 60-second wait either: nothing was sent.
    await ctx.db.delete(discountRequests).where(eq(discountRequests.id, request.id));
    if (err instanceof SmsError) throw new ApiError(502, 'Не удалось отправить SMS');
    throw err;
  }
  return { expires_at: request.expiresAt.toISOString(), retry_after: REQUEST_LOCK_MS / 1000 };
}

/**
 * `order/approve-discount`: the right code applies the percent ('Скидка подтверждена и
 * применена'); a wrong one counts a try ('Код не совпадает'); the fifth wrong one voids it.
 */
export async function approveDiscount(ctx: DiscountContext, orderId: number, code: string, now = new Date()): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const order = await discountableOrder(tx, orderId);
    const [request] = await tx
      .select()
      .from(discountRequests)
      .where(and(eq(discountRequests.orderId, orderId), isNull(discountRequests.closedAt)))
      .orderBy(desc(discountRequests.id))
      .limit(1)
      .for('update');
    if (!request) throw conflict('Нет запроса скидки, ожидающего кода');
    if (request.expiresAt.getTime() <= now.getTime()) {
      await tx.update(discountRequests).set({ closedAt: now }).where(eq(discountRequests.id, request.id));
      throw conflict('Срок действия кода истёк, запросите скидку снова');
    }
    if (!codeMatches(code, saltOf(request), request.codeHash)) {
      const tries = request.tries + 1;
      await tx.update(discountRequests).set({ tries, ...(tries >= MAX_TRIES ? { closedAt: now } : {}) }).where(eq(discountRequests.id, request.id));
      await audit(tx, { userId: ctx.userId, action: 'discount.refused', orderId, after: { tries, voided: tries >= MAX_TRIES } });
      // The wrong try must be kept, so this refusal is an answer, not a rollback.
      return WRONG_CODE;
    }
    await tx.update(discountRequests).set({ closedAt: now }).where(eq(discountRequests.id, request.id));
    await tx.update(orders).set({ manualDiscount: request.percent, discountReason: order.discountReason }).where(eq(orders.id, orderId));
    await recalcOrder(tx, orderId, ctx.timeZone);
    await audit(tx, { userId: ctx.userId, action: 'discount.approved', orderId, before: { discount: order.discount }, after: { discount: request.percent } });
    await touchOrder(tx, orderId, ['discount']);
    return APPROVED;
  });
}

/**
 * `order/update-discount`: the reason (SPEC.md section 9 reasons, or 'Другое' with free
 * text) and the reset of the manual discount to 0. Raising a discount always needs a code.
 */
export async function updateDiscount(ctx: Pick<DiscountContext, 'db' | 'userId' | 'timeZone'>, orderId: number, input: { discount?: number; comment?: string }) {
  await ctx.db.transaction(async (tx) => {
    const order = await discountableOrder(tx, orderId);
    if (input.discount !== undefined && input.discount !== 0) throw conflict('Скидку больше нуля подтверждает код из SMS');
    const set: Partial<typeof orders.$inferInsert> = {};
    if (input.discount === 0) set.manualDiscount = 0;
    if (input.comment !== undefined) set.discountReason = input.comment.trim();
    if (!Object.keys(set).length) return;
    await tx.update(orders).set(set).where(eq(orders.id, orderId));
    await recalcOrder(tx, orderId, ctx.timeZone);
    await audit(tx, {
      userId: ctx.userId,
      action: input.discount === 0 ? 'discount.reset' : 'discount.reason',
      orderId,
      before: { discount: order.discount, reason: order.discountReason },
      after: { discount: input.discount === 0 ? 0 : order.discount, reason: set.discountReason ?? order.discountReason },
    });
    await touchOrder(tx, orderId, ['discount']);
  });
}
