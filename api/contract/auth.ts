import { z } from 'zod';
import { okEnvelope } from './envelope';
import { roles } from './roles';

export const roleSchema = z.enum(roles);

/** Rules shared by the API and the web forms, so both refuse the same input alike. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const loginField = z.string().trim().min(1).max(254);
const passwordField = z.string().min(1).max(PASSWORD_MAX);
const newPasswordField = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const passwordRepeatField = z.string().max(PASSWORD_MAX);

/** A new password typed twice in a web form: the repeat must be the same, or it is refused at the repeat. */
const samePassword = (v: { password: string; password_repeat: string }) => v.password === v.password_repeat;
const passwordsMismatch = () => ({
  path: ['password_repeat'],
  message: 'Пароли не совпадают',
  params: { i18n: 'validation.passwordsMismatch' },
});

export const loginRequestSchema = z.object({
  login: loginField,
  password: passwordField,
  remember: z.boolean().optional(),
  /** The web app's device cookie: a place where this account signed in before is not held by the account-wide limit. */
  device: z
    .string()
    .regex(/^[\w-]{16,64}$/)
    .optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * A person's name on their account. Any alphabet (staff sign up as «Иван Петров» as often as
 * «ivan.p»); single spaces between words, none at the ends (trimmed) and none doubled.
 */
export const personNameField = z
  .string()
  .trim()
  .min(2)
  .max(50)
  .regex(/^[\p{L}\p{N}._-]+(?: [\p{L}\p{N}._-]+)*$/u, 'Только буквы, цифры, пробел, точка, дефис и подчёркивание');

export const registerRequestSchema = z
  .object({
    name: personNameField,
    email: z.email().max(254),
    password: newPasswordField,
    password_repeat: passwordRepeatField,
  })
  .refine(samePassword, passwordsMismatch());
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A login the owner gives a new account: 3 to 40 letters, digits, dots, dashes or underscores. */
export const newLoginField = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Только буквы, цифры, точка, дефис и подчёркивание, без пробелов');
/** A password the owner may type for a new account (empty: the API makes one up). */
export const ownerPasswordField = newPasswordField;

export const changePasswordRequestSchema = z
  .object({
    current_password: passwordField,
    password: newPasswordField,
    password_repeat: passwordRepeatField,
  })
  .refine(samePassword, passwordsMismatch());

export const resetPasswordRequestSchema = z.object({ email: z.email().max(254) });

/** The token of a reset link (43 base64url characters) and the new password. */
export const resetPasswordConfirmSchema = z.object({
  token: z.string().trim().min(1).max(128),
  password: newPasswordField,
});
export type ResetPasswordConfirm = z.infer<typeof resetPasswordConfirmSchema>;

/** The web form of a reset link: the new password twice. */
export const resetPasswordFormSchema = resetPasswordConfirmSchema
  .extend({ password_repeat: passwordRepeatField })
  .refine(samePassword, passwordsMismatch());

/** Login and registration answer: data.token, data.name, data.role (docs/screens.md section 7). */
export const authDataSchema = z.object({ token: z.string(), name: z.string(), role: roleSchema });
export const authAnswerSchema = okEnvelope(authDataSchema);
export type AuthData = z.infer<typeof authDataSchema>;

/** Profile of `GET user` (docs/screens.md section 3). */
export const profileSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  role: roleSchema,
  /** Accounts that still have the demo password printed in the README: every screen warns while any is left. */
  demo_password_logins: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileAnswerSchema = okEnvelope(profileSchema);

/**
 * `GET demo-accounts`: the demo accounts that still have their published passwords, with
 * them, for the sign-in page; empty unless the server listens on this machine only
 * (docs/decisions/028).
 */
export const demoAccountsAnswerSchema = okEnvelope(
  z.object({ accounts: z.array(z.object({ login: z.string(), password: z.string(), role: roleSchema })) }),
);

/** Session check: read for an e-mail field (docs/screens.md section 7). */
export const sessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  expires_at: z.string(),
});
export const sessionAnswerSchema = okEnvelope(sessionSchema);
