import { notice } from '../contract/notices';
import { recordChange } from '../audit/record';
import { CALLERS } from '../http/callers';
import type { Role } from '../contract/roles';
import { assertNewPassword } from '../auth/new-password';
import { DEMO_USERS } from '../auth/demo-accounts';
import { demoLoginsFor, loginsWithDemoPassword } from '../auth/demo-passwords';
import { countRegistration } from '../auth/login-throttle';
import { changePassword, issueToken, revokeToken, signIn } from '../auth/sessions';
import { createUser, type User } from '../auth/users';
import { isLoopback } from '../http/client-address';
import type { ApiContext } from '../context';
import { forbidden } from '../domain/refusal';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';

/** docs/screens.md section 7: login, register, user, logout, the session check, password calls. */
export function authCalls(context: ApiContext): AnyCallSpec[] {
  const { db, settings } = context;
  return [
    defineCall(CALLS.login, {
      summary: 'Sign in by user name or e-mail; answers the bearer token, name and role',
      unseen: true,
      roles: 'public',
      handler: async ({ body, meta }) => {
        const { token, user } = await signIn(db, body.login, body.password, body.remember ?? false, {
          address: meta.clientAddress ?? 'unknown',
          device: body.device,
        });
        return { data: { token, name: user.name, role: user.role } };
      },
    }),
    defineCall(CALLS.register, {
      summary: 'Create a cashier account (only when ALLOW_REGISTRATION) and sign it in',
      unseen: true,
      roles: 'public',
      handler: async ({ body, meta }) => {
        if (!settings.ALLOW_REGISTRATION) throw forbidden('registration_closed');
        await countRegistration(db, meta.clientAddress ?? 'unknown');
        assertNewPassword(body.password);
        // New registrations are cashiers; other roles are given with `npm run users`.
        const user = await createUser(db, { login: body.name, email: body.email, role: 'cashier', password: body.password });
        await recordChange(db, {
          userId: user.id,
          action: 'account.registered',
          entity: 'account',
          entityId: user.id,
          after: { login: user.login, role: user.role },
        });
        const { token } = await issueToken(db, user);
        return { data: { token, name: user.name, role: user.role } };
      },
    }),
    defineCall(CALLS.user, {
      summary: 'The signed-in user profile',
      roles: CALLERS.anyone,
      handler: async ({ auth }) => {
        const shown = demoLoginsFor(auth!.user.role, await loginsWithDemoPassword(db));
        return { data: { ...profileOf(auth!.user), demo_password_logins: shown } };
      },
    }),
    defineCall(CALLS['demo-accounts'], {
      summary:
        'The demo accounts that still have their published passwords, with them (empty unless the server listens on this machine only)',
      roles: 'public',
      // Only the people at this machine reach a loopback server, and the start banner printed
      // the same to them; open to the network it names nobody, nor to a visitor a proxy on this
      // machine brings from elsewhere (docs/decisions/028).
      handler: async ({ meta }) => {
        if (!context.localOnly || !isLoopback(meta.clientAddress)) return { data: { accounts: [] } };
        const left = await loginsWithDemoPassword(db);
        const accounts = DEMO_USERS.filter((d) => left.includes(d.login)).map(({ login, password, role }) => ({ login, password, role }));
        return { data: { accounts } };
      },
    }),
    defineCall(CALLS.session, {
      summary: 'Session check: who the token belongs to and when it expires',
      roles: CALLERS.anyone,
      handler: ({ auth }) => ({
        data: {
          id: auth!.user.id,
          name: auth!.user.name,
          email: auth!.user.email,
          role: auth!.user.role as Role,
          expires_at: auth!.expiresAt.toISOString(),
        },
      }),
    }),
    defineCall(CALLS.logout, {
      summary: 'Revoke the token',
      unseen: true,
      roles: CALLERS.anyone,
      handler: async ({ auth }) => {
        await revokeToken(db, auth!.tokenHash);
        return undefined;
      },
    }),
    defineCall(CALLS['user/password'], {
      summary: 'Change the password; other sessions of the user end',
      unseen: true,
      roles: CALLERS.anyone,
      handler: async ({ body, auth }) => {
        assertNewPassword(body.password);
        await changePassword(db, auth!, body.current_password, body.password);
        return { notice: notice('password_changed') };
      },
    }),
  ];
}

function profileOf(user: User) {
  return {
    id: user.id,
    login: user.login,
    name: user.name,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    role: user.role as Role,
  };
}
