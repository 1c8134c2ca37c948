import {
  authAnswerSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  profileAnswerSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionAnswerSchema,
} from '../contract/auth';
import { okOnlySchema } from '../contract/envelope';
import type { Role } from '../contract/roles';
import { assertUncommonPassword } from '../auth/common-passwords';
import { changePassword, issueToken, revokeToken, signIn } from '../auth/sessions';
import { createUser, type User } from '../auth/users';
import type { ApiContext } from '../context';
import { forbidden } from '../http/errors';
import { defineCall, type AnyCallSpec } from '../http/registry';

const anyRole: Role[] = ['master', 'cashier', 'display'];

/** SPEC.md section 7: login, register, user, logout, the session check, password calls. */
export function authCalls({ db, settings, logger }: ApiContext): AnyCallSpec[] {
  return [
    defineCall({
      method: 'post',
      path: '/login',
      summary: 'Sign in by user name or e-mail; answers the bearer token, name and role',
      roles: 'public',
      body: loginRequestSchema,
      answer: authAnswerSchema,
      handler: async ({ body, req }) => {
        const { token, user } = await signIn(db, body.login, body.password, body.remember ?? false, req.ip ?? 'unknown');
        return { data: { token, name: user.name, role: user.role } };
      },
    }),
    defineCall({
      method: 'post',
      path: '/register',
      summary: 'Create a cashier account (only when ALLOW_REGISTRATION) and sign it in',
      roles: 'public',
      body: registerRequestSchema,
      answer: authAnswerSchema,
      handler: async ({ body }) => {
        if (!settings.ALLOW_REGISTRATION) throw forbidden('Регистрация закрыта. Обратитесь к администратору.');
        assertUncommonPassword(body.password);
        // New registrations are cashiers; other roles are given with `npm run users`.
        const user = await createUser(db, { login: body.name, email: body.email, role: 'cashier', password: body.password });
        const { token } = await issueToken(db, user);
        return { data: { token, name: user.name, role: user.role } };
      },
    }),
    defineCall({
      method: 'get',
      path: '/user',
      summary: 'The signed-in user profile',
      roles: anyRole,
      answer: profileAnswerSchema,
      handler: ({ auth }) => ({ data: profileOf(auth!.user) }),
    }),
    defineCall({
      method: 'get',
      path: '/session',
      summary: 'Session check: who the token belongs to and when it expires',
      roles: anyRole,
      answer: sessionAnswerSchema,
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
    defineCall({
      method: 'post',
      path: '/logout',
      summary: 'Revoke the token',
      roles: anyRole,
      answer: okOnlySchema,
      handler: async ({ auth }) => {
        await revokeToken(db, auth!.tokenHash);
        return undefined;
      },
    }),
    defineCall({
      method: 'post',
      path: '/user/password',
      summary: 'Change the password; other sessions of the user end',
      roles: anyRole,
      body: changePasswordRequestSchema,
      answer: okOnlySchema,
      handler: async ({ body, auth }) => {
        assertUncommonPassword(body.password);
        await changePassword(db, auth!, body.current_password, body.password);
        return { details: 'Пароль изменён' };
      },
    }),
    defineCall({
      method: 'post',
      path: '/reset-password',
      summary: 'Ask for a password reset; the answer is the same for any address',
      roles: 'public',
      body: resetPasswordRequestSchema,
      answer: okOnlySchema,
      handler: ({ body }) => {
        // No mail service yet: the request is logged for the administrator. The answer is
        // the same whether or not the address exists, so it cannot be used to probe accounts.
        logger.info({ event: 'password_reset_requested', emailDomain: body.email.split('@')[1] }, 'password reset requested');
        return { details: 'Если этот адрес зарегистрирован, администратор свяжется с вами, чтобы восстановить доступ.' };
      },
    }),
  ];
}

function profileOf(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    role: user.role as Role,
  };
}
