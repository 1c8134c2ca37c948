import { and, desc, eq, isNull } from 'drizzle-orm';
import { NOTICES } from '../contract/notices';
import { REFUSALS, refusal } from '../contract/refusals';
import type { Db } from '../db/database';
import { discountRequests, orders } from '../db/schema';
import { Refused, conflict } from '../domain/refusal';
import { refuseManualDiscount } from '../domain/discounts';
import { refuseDiscountChange } from '../domain/order-rules';
import { audit } from '../orders/audit';
import { touchOrder } from '../orders/change-feed';
import { lockOrder } from '../orders/lock';
import { changeOrder, type OrderContext } from '../orders/order-change';
import { SmsError, type SmsProvider } from '../sms/provider';
import { codeHash, codeMatches, newCode } from './sms-code';

/** The code lives 10 minutes, allows 5 tries; a new request waits 60 s (docs/domain.md). */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;
export const REQUEST_LOCK_MS = 60_000;

export const APPROVED = NOTICES.discount_approved;
export const WRONG_CODE = REFUSALS.discount_code_wrong;
/** The fifth wrong code: the request is void, and the cashier is told to ask again. */
export const VOIDED_CODE = REFUSALS.discount_code_voided;

export interface DiscountContext extends OrderContext {
  sms: SmsProvider;
  managerPhone: string | undefined;
  /** The server's secret, the key of the code hash (never in the database). */
  codeSecret: string;
}

/**
 * Seconds before a new code may be asked for after `last`: the 60-second lock keeps the
 * manager's phone from a stream of SMS, so it does not hold once the code was answered
 * (the request closed with tries left and before it expired: the discount was approved).
 */
export function requestLockSeconds(last: { createdAt: Date; closedAt: Date | null; expiresAt: Date; tries: number }, now: Date): number {
  const answered = last.closedAt !== null && last.tries < MAX_TRIES && last.closedAt.getTime() < last.expiresAt.getTime();
  if (answered) return 0;
  return Math.max(0, Math.ceil((last.createdAt.getTime() + REQUEST_LOCK_MS - now.getTime()) / 1000));
}

/**
 * The order's discount request changed (a new, tried, closed or taken-back code): the order moves in
 * the change feed, so every desk on it shows what is awaited. Its row is locked by the caller.
 */
const requestChanged = (tx: Db, orderId: number) => touchOrder(tx, orderId, ['discount_request'], { rowsLocked: true });

/** The salt binding a code hash to its request, so equal codes never share a hash. */
const saltOf = (request: { id: number; orderId: number; createdAt: Date }) =>
  `${request.id}:${request.orderId}:${request.createdAt.getTime()}`;

/** The order, locked, when its discount may change; a refusal says why. */
async function discountableOrder(tx: Db, orderId: number) {
  const order = await lockOrder(tx, orderId);
  const refusal = refuseDiscountChange(order);
  if (refusal) throw conflict(refusal);
  return order;
}

/** `order/request-discount`: a code goes by SMS to the manager; a repeat within 60 s is refused. */
export async function requestDiscount(ctx: DiscountContext, orderId: number, percent: number) {
  if (!ctx.managerPhone) throw conflict('manager_phone_missing');
  const code = newCode();
  const now = ctx.now();
  const request = await ctx.db.transaction(async (tx) => {
    const order = await discountableOrder(tx, orderId);
    // No SMS for a percent that would lower the discount already in force.
    const lower = refuseManualDiscount(order, percent);
    if (lower) throw conflict(lower);
    const [last] = await tx
      .select()
      .from(discountRequests)
      .where(eq(discountRequests.orderId, orderId))
      .orderBy(desc(discountRequests.id))
      .limit(1);
    const wait = last ? requestLockSeconds(last, now) : 0;
    if (wait > 0) throw conflict('discount_retry_wait', { seconds: wait });
    // A new request replaces any open one.
    await tx
      .update(discountRequests)
      .set({ closedAt: now })
      .where(and(eq(discountRequests.orderId, orderId), isNull(discountRequests.closedAt)));
    const [row] = await tx
      .insert(discountRequests)
      .values({
        orderId,
        percent,
        codeHash: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        userId: ctx.userId,
      })
      .returning();
    await tx
      .update(discountRequests)
      .set({ codeHash: codeHash(code, saltOf(row!), ctx.codeSecret) })
      .where(eq(discountRequests.id, row!.id));
    await audit(tx, { userId: ctx.userId, action: 'discount.requested', orderId, after: { percent } });
    // The order's answer shows the request («ждём код из SMS»): every desk on the order hears of it.
    await requestChanged(tx, orderId);
    return row!;
  });

  try {
    await ctx.sms.send(ctx.managerPhone, `Скидка ${percent}% на заказ №${orderId}. Код: ${code}`);
  } catch (err) {
    // No valid code may outlive a failed send, and no 60-second wait either: nothing was sent.
    // Unless the code was answered meanwhile: a gateway that timed out or failed after delivering
    // did send it, and the approved (or voided) request stays, with its wait.
    if (await takeBack(ctx.db, orderId, request.id)) {
      if (err instanceof SmsError) throw new Refused('upstream_failed', 'sms_failed');
      throw err;
    }
  }
  return { expires_at: request.expiresAt.toISOString(), retry_after: REQUEST_LOCK_MS / 1000 };
}

/** Deletes a request whose SMS failed, if nobody answered its code meanwhile; whether it did. */
async function takeBack(db: Db, orderId: number, requestId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const gone = await tx
      .delete(discountRequests)
      .where(and(eq(discountRequests.id, requestId), isNull(discountRequests.closedAt)))
      .returning({ id: discountRequests.id });
    if (gone.length > 0) await requestChanged(tx, orderId);
    return gone.length > 0;
  });
}

/**
 * `order/approve-discount`: the right code applies the percent ('Скидка подтверждена и
 * применена'); a wrong one counts a try ('Код не совпадает'); the fifth wrong one voids it, and says so.
 * A percent that is by now lower than the one in force is refused, naming that one.
 */
export async function approveDiscount(ctx: DiscountContext, orderId: number, code: string, percent?: number): Promise<string> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await discountableOrder(tx, orderId);
    const request = await openRequest(tx, orderId);
    const close = async () => {
      await tx.update(discountRequests).set({ closedAt: now }).where(eq(discountRequests.id, request.id));
      await requestChanged(tx, orderId);
    };
    if (request.expiresAt.getTime() <= now.getTime()) {
      await close();
      return { refusal: refusal('discount_code_expired') };
    }
    // The percent the cashier sees beside the code must be the one it was sent for: another desk
    // may have replaced the request, and the manager read out the new code. Not a try: nothing was guessed.
    if (percent !== undefined && percent !== request.percent)
      return { refusal: refusal('discount_code_other_percent', { requested: request.percent, sent: percent }) };
    if (codeMatches(code, saltOf(request), request.codeHash, ctx.codeSecret)) {
      // The discount in force may have grown since the request (the car joined a group).
      const lower = refuseManualDiscount(order, request.percent);
      if (!lower) return {};
      await close();
      return { refusal: lower };
    }
    const tries = request.tries + 1;
    await tx
      .update(discountRequests)
      .set({ tries, ...(tries >= MAX_TRIES ? { closedAt: now } : {}) })
      .where(eq(discountRequests.id, request.id));
    await audit(tx, { userId: ctx.userId, action: 'discount.refused', orderId, after: { tries, voided: tries >= MAX_TRIES } });
    await requestChanged(tx, orderId);
    return { wrong: true, voided: tries >= MAX_TRIES };
  });
  // A wrong try and a closed request are kept, so they are answers, not rollbacks.
  if (outcome.refusal) throw conflict(outcome.refusal);
  if (outcome.wrong) return outcome.voided ? VOIDED_CODE : WRONG_CODE;

  await changeOrder(ctx, orderId, async ({ tx, order, changed, audit: write }) => {
    const refused = refuseDiscountChange(order);
    if (refused) throw conflict(refused);
    const request = await openRequest(tx, orderId);
    if (!codeMatches(code, saltOf(request), request.codeHash, ctx.codeSecret)) throw conflict('discount_code_wrong');
    const lower = refuseManualDiscount(order, request.percent);
    if (lower) throw conflict(lower);
    await tx.update(discountRequests).set({ closedAt: now }).where(eq(discountRequests.id, request.id));
    await tx.update(orders).set({ manualDiscount: request.percent }).where(eq(orders.id, orderId));
    await write(
      'discount.approved',
      { discount: order.discount, source: order.discountSource },
      { discount: request.percent, source: 'manual' },
    );
    changed('discount');
  });
  return APPROVED;
}

/** The newest request of the order still waiting for its code, locked; 409 when there is none. */
async function openRequest(tx: Db, orderId: number) {
  const [request] = await tx
    .select()
    .from(discountRequests)
    .where(and(eq(discountRequests.orderId, orderId), isNull(discountRequests.closedAt)))
    .orderBy(desc(discountRequests.id))
    .limit(1)
    .for('update');
  if (!request) throw conflict('discount_no_request');
  return request;
}

/**
 * `order/update-discount`: the reason of the manual discount (the discount reasons, or
 * 'Другое' with free text), and the reset: the manual discount is taken off, and the
 * order's own discount (group, loyalty, first order) applies again. Raising a discount
 * always needs a code.
 */
export async function updateDiscount(ctx: OrderContext, orderId: number, input: { discount?: number; comment?: string }) {
  if (input.discount !== undefined && input.discount !== 0) throw conflict('discount_needs_code');
  await changeOrder(ctx, orderId, async ({ tx, order, changed, audit }) => {
    const refusal = refuseDiscountChange(order);
    if (refusal) throw conflict(refusal);
    // Only the manual discount in force is reset (the order's `can_reset_discount`): one kept
    // out by a higher group's is not what the cashier sees on the order.
    if (input.discount === 0 && order.discountSource !== 'manual') throw conflict('discount_nothing_to_reset');
    const set: Partial<typeof orders.$inferInsert> = {};
    if (input.discount === 0) set.manualDiscount = null;
    if (input.comment !== undefined) set.manualReason = input.comment.trim();
    if (!Object.keys(set).length) return;
    await tx.update(orders).set(set).where(eq(orders.id, orderId));
    await audit(
      input.discount === 0 ? 'discount.reset' : 'discount.reason',
      { manual: order.manualDiscount, reason: order.manualReason },
      { manual: input.discount === 0 ? null : order.manualDiscount, reason: set.manualReason ?? order.manualReason },
    );
    changed('discount');
  });
}
