import { Router } from 'express';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../contract/auth';
import type { Role } from '../contract/roles';
import { changePassword, issueToken, revokeToken, signIn } from '../auth/sessions';
import { createUser, type User } from '../auth/users';
import type { ApiContext } from '../context';
import { authOf, requireAuth } from '../http/auth';
import { forbidden } from '../http/errors';
import { handle, sendOk } from '../http/respond';
import { parseInput } from '../http/validate';

/** SPEC.md section 7: login, register, user, logout, the session check, password calls. */
export function authRoutes({ db, settings, logger }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(db);

  router.post(
    '/login',
    handle(async (req, res) => {
      const input = parseInput(loginRequestSchema, req.body);
      const { token, user } = await signIn(db, input.login, input.password, input.remember ?? false);
      sendOk(res, { token, name: user.name, role: user.role });
    }),
  );

  router.post(
    '/register',
    handle(async (req, res) => {
      if (!settings.ALLOW_REGISTRATION) throw forbidden('Регистрация закрыта. Обратитесь к администратору.');
      const input = parseInput(registerRequestSchema, req.body);
      // New registrations are cashiers; other roles are given with `npm run users`.
      const user = await createUser(db, { login: input.name, email: input.email, role: 'cashier', password: input.password });
      const { token } = await issueToken(db, user);
      sendOk(res, { token, name: user.name, role: user.role });
    }),
  );

  router.get(
    '/user',
    auth,
    handle((_req, res) => {
      sendOk(res, profileOf(authOf(res).user));
    }),
  );

  router.get(
    '/session',
    auth,
    handle((_req, res) => {
      const owner = authOf(res);
      sendOk(res, {
        id: owner.user.id,
        name: owner.user.name,
        email: owner.user.email,
        role: owner.user.role as Role,
        expires_at: owner.expiresAt.toISOString(),
      });
    }),
  );

  router.post(
    '/logout',
    auth,
    handle(async (_req, res) => {
      await revokeToken(db, authOf(res).tokenHash);
      sendOk(res);
    }),
  );

  router.post(
    '/user/password',
    auth,
    handle(async (req, res) => {
      const input = parseInput(changePasswordRequestSchema, req.body);
      await changePassword(db, authOf(res), input.current_password, input.password);
      sendOk(res, undefined, 'Пароль изменён');
    }),
  );

  router.post(
    '/reset-password',
    handle((req, res) => {
      const input = parseInput(resetPasswordRequestSchema, req.body);
      // No mail service yet: the request is logged for the administrator. The answer is
      // the same whether or not the address exists, so it cannot be used to probe accounts.
      logger.info({ event: 'password_reset_requested', emailDomain: input.email.split('@')[1] }, 'password reset requested');
      sendOk(res, undefined, 'Если этот адрес зарегистрирован, администратор свяжется с вами, чтобы восстановить доступ.');
    }),
  );

  return router;
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
