import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { recordChange } from '../audit/record';
import type { Logger } from 'pino';
import { NOTICES } from '../contract/notices';
import { REFUSALS } from '../contract/refusals';
import { noticeText } from '../domain/refusal-text';
import type { Settings } from '../settings';
import type { Db } from '../db/database';
import { passwordResetTokens, users } from '../db/schema';
import { invalid } from '../domain/refusal';
import type { MailProvider } from '../mail/provider';
import { assertNewPassword } from './new-password';
import { revokeSessions } from './sessions';
import { hashToken, newToken } from './tokens';
import { setPassword } from './users';

/** How long a reset link works. */
export const RESET_TTL_MINUTES = 30;
/**
 * At most one mail to an account in this window, whoever asks and from wherever, while the
 * last link sent is unused (docs/decisions/028). Half the link's life: the newest mail in
 * the holder's box always carries a link good for 15 minutes more.
 */
export const RESET_MAIL_EVERY_MINUTES = 15;

/** The one answer to a reset request, whether the address is known, disabled or unknown. */
export const RESET_REQUESTED = noticeText({
  code: 'reset_requested',
  params: { minutes: RESET_TTL_MINUTES, window: RESET_MAIL_EVERY_MINUTES },
});
export const RESET_INVALID = REFUSALS.reset_link_invalid;
export const RESET_DONE = NOTICES.reset_done;

export interface ResetMailing {
  mail: MailProvider;
  logger: Logger;
  /** The site's origin the link starts with (see resetLinkOrigin). */
  origin: string;
}

/**
 * The origin of reset links: the first PUBLIC_ORIGIN, else http://localhost:PORT. Never the
 * request's Host or Origin: whoever asks for a reset could otherwise make the mail carry a
 * link to their own site, and collect the token when the owner clicks it (Host-header
 * poisoning).
 */
export function resetLinkOrigin(settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  return settings.PUBLIC_ORIGIN[0] ?? `http://localhost:${settings.PORT}`;
}

export type ResetOutcome = 'sent' | 'unknown' | 'recently_sent' | 'mail_failed';

/**
 * A reset request: for an active user with this e-mail (any case) a new single-use token
 * and a mail with the link, unless a link mailed less than RESET_MAIL_EVERY_MINUTES ago is
 * still unused: then that mail is the answer, and nothing is sent. Whoever asks, and from
 * however many addresses, one mailbox gets at most 4 mails an hour, and its newest one
 * always works (docs/decisions/028). Earlier links stay good until one is used.
 */
export async function requestPasswordReset(db: Db, email: string, { mail, logger, origin }: ResetMailing): Promise<ResetOutcome> {
  const [user] = await db
    .select({ id: users.id, login: users.login, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.disabledAt)))
    .orderBy(users.id)
    .limit(1);
  if (!user?.email) return 'unknown';
  const token = await issueResetToken(db, user.id);
  if (!token) return 'recently_sent';
  const link = `${origin}/reset_password?token=${token}`;
  try {
    // To the address on the account, not the one typed (they differ at most in case).
    await mail.send({ to: user.email, subject: 'Сброс пароля', text: resetMailText(user.name, user.login, link) });
    return 'sent';
  } catch (err) {
    // A link nobody received must not hold the next request back for the window.
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    logger.error({ err, event: 'password_reset_mail_failed', userId: user.id }, 'password reset mail not sent');
    return 'mail_failed';
  }
}

/** A new token for the user, or undefined while a recent link is unused; one request at a time per user. */
async function issueResetToken(db: Db, userId: number): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    // Concurrent requests for one account queue on its row, so one window sends one mail.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.createdAt, sql`now() - ${sql.raw(`interval '${RESET_MAIL_EVERY_MINUTES} minutes'`)}`),
        ),
      )
      .limit(1);
    if (recent) return undefined;
    // Tokens older than a day (spent or expired) have no use left: each new request sweeps
    // them, whoever they belonged to.
    await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.createdAt, sql`now() - interval '1 day'`));
    const token = newToken();
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${sql.raw(`interval '${RESET_TTL_MINUTES} minutes'`)}`,
    });
    return token;
  });
}

function resetMailText(name: string, login: string, link: string): string {
  return [
    `Здравствуйте, ${name}!`,
    '',
    `Кто-то (возможно, вы) попросил сбросить пароль учётной записи «${login}». Чтобы задать новый пароль, откройте ссылку:`,
    '',
    link,
    '',
    `Ссылка действует ${RESET_TTL_MINUTES} минут и срабатывает один раз. ` +
      'Если вы не просили сбросить пароль, ничего не делайте: пароль останется прежним.',
  ].join('\n');
}

/**
 * The request is answered before any of its work: looking the address up, the token and
 * the mail run after the answer, so a known address answers exactly as fast as an unknown
 * one. Failures go to the log.
 */
const inFlight = new Set<Promise<void>>();
/** Detached work has no back-pressure from the client: a flood beyond this is dropped. */
const MAX_IN_FLIGHT = 1000;

export function startPasswordReset(db: Db, email: string, mailing: ResetMailing): void {
  if (inFlight.size >= MAX_IN_FLIGHT) {
    mailing.logger.warn({ event: 'password_reset_dropped' }, 'too many password reset requests at once; this one is dropped');
    return;
  }
  const work: Promise<void> = requestPasswordReset(db, email, mailing)
    .then((outcome) => {
      mailing.logger.info({ event: 'password_reset_requested', outcome, emailDomain: email.split('@')[1] }, 'password reset requested');
    })
    .catch((err: unknown) => {
      mailing.logger.error({ err, event: 'password_reset_failed' }, 'password reset request failed');
    })
    .finally(() => inFlight.delete(work));
  inFlight.add(work);
}

/** Resolves when every reset request started so far has finished (tests). */
export async function passwordResetsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
    // A user disabled after the mail was sent cannot come back through it.
    sql`exists (select 1 from ${users} where ${users.id} = ${passwordResetTokens.userId} and ${users.disabledAt} is null)`,
  );

/**
 * Sets a new password through a reset link. The token must exist, be unused and unexpired;
 * it is spent by one conditional update, so of two concurrent uses only one succeeds. Every
 * session of the user ends, and any other link of theirs stops working.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = hashToken(token);
  // A dead link is told first, before the password is judged, so nobody picks a new
  // password only to learn the link is gone.
  const [alive] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(tokenHash));
  if (!alive) throw invalid('reset_link_invalid');
  assertNewPassword(password);
  const [spent] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  if (!spent) throw invalid('reset_link_invalid');
  await setPassword(db, spent.userId, password);
  await recordChange(db, { userId: spent.userId, action: 'account.password_reset_by_link', entity: 'account', entityId: spent.userId });
  // After the new password is in place: a session opened with the old one a moment ago ends too.
  await revokeSessions(db, spent.userId);
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
}
