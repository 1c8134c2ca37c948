import { notice } from '../contract/notices';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { listAudit } from '../audit/read';
import { changeRole, createAccount, ownerAccounts, resetAccountPassword, setDisabled } from '../owner/accounts';

/** The owner's accounts and audit log. */
export function ownerAccountCalls({ db, settings }: ApiContext): AnyCallSpec[] {
  return [
    defineCall(CALLS['owner/accounts'], {
      summary: 'Every staff account, the disabled ones too',
      roles: CALLERS.owner,
      handler: async ({ auth }) => ({ data: await ownerAccounts(db, auth!.user.id) }),
    }),
    defineCall(CALLS['owner/account'], {
      summary: 'Create an account (argon2id, common passwords refused); without a password one is made up and answered once',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => ({
        data: await createAccount(db, auth!.user.id, body),
        notice: notice('account_created', { login: body.login }),
      }),
    }),
    defineCall(CALLS['owner/account/role'], {
      summary: "Change an account's role; its sessions end",
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        const login = await changeRole(db, auth!.user.id, body.id, body.role);
        return { notice: notice('account_role_changed', { login }) };
      },
    }),
    defineCall(CALLS['owner/account/reset-password'], {
      summary: 'Make up a new password for an account (answered once); its sessions end',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        const { password, login } = await resetAccountPassword(db, auth!.user.id, body.id);
        return { data: { password }, notice: notice('account_password_reset', { login }) };
      },
    }),
    defineCall(CALLS['owner/account/disable'], {
      summary: 'Disable an account (its sessions end at once) or enable it again',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        const login = await setDisabled(db, auth!.user.id, body.id, body.disabled);
        return { notice: notice(body.disabled ? 'account_disabled' : 'account_enabled', { login }) };
      },
    }),
    defineCall(CALLS['owner/audit'], {
      summary: 'The audit log, newest first, 50 a page: by business days, account, order number and kind; money in roubles',
      roles: CALLERS.owner,
      handler: async ({ query }) => ({
        data: await listAudit(db, query, settings.TZ_BUSINESS),
      }),
    }),
  ];
}
