import { notice } from '../contract/notices';
import {
  confirmPasswordReset,
  RESET_MAIL_EVERY_MINUTES,
  RESET_TTL_MINUTES,
  resetLinkOrigin,
  startPasswordReset,
} from '../auth/password-reset';
import { countResetRequest } from '../auth/login-throttle';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';

/** «Забыли пароль?»: a single-use link by e-mail, then a new password through it (docs/security.md). */
export function passwordResetCalls({ db, settings, logger, mail }: ApiContext): AnyCallSpec[] {
  return [
    defineCall(CALLS['reset-password'], {
      summary: 'Ask for a password reset link by e-mail; the answer is the same for any address',
      unseen: true,
      roles: 'public',
      handler: async ({ body, meta }) => {
        // Counted per address first (a flood from one machine waits), then answered at once,
        // whatever the e-mail: the lookup and the mail run afterwards.
        await countResetRequest(db, meta.clientAddress ?? 'unknown');
        startPasswordReset(db, body.email, { mail, logger, origin: resetLinkOrigin(settings) });
        return { notice: notice('reset_requested', { minutes: RESET_TTL_MINUTES, window: RESET_MAIL_EVERY_MINUTES }) };
      },
    }),
    defineCall(CALLS['reset-password/confirm'], {
      summary: 'Set a new password with the token of a reset link; every session of the user ends',
      unseen: true,
      roles: 'public',
      handler: async ({ body }) => {
        await confirmPasswordReset(db, body.token, body.password);
        return { notice: notice('reset_done') };
      },
    }),
  ];
}
