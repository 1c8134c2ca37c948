import { z } from 'zod';
import { okEnvelope } from './envelope';
import { roleSchema } from './roles';

/** Rules shared by the API and the web forms, so both refuse the same input alike. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const loginField = z.string().trim().min(1).max(254);
const passwordField = z.string().min(1).max(PASSWORD_MAX);
const newPasswordField = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const loginRequestSchema = z.object({
  login: loginField,
  password: passwordField,
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2)
      .max(50)
      .regex(/^[\p{L}\p{N}._-]+$/u, 'Только буквы, цифры, точка, дефис и подчёркивание'),
    email: z.email().max(254),
    password: newPasswordField,
    password_repeat: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.password_repeat, {
    path: ['password_repeat'],
    message: 'Пароли не совпадают',
    params: { i18n: 'validation.passwordsMismatch' },
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: passwordField,
    password: newPasswordField,
    password_repeat: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.password_repeat, {
    path: ['password_repeat'],
    message: 'Пароли не совпадают',
    params: { i18n: 'validation.passwordsMismatch' },
  });

export const resetPasswordRequestSchema = z.object({ email: z.email().max(254) });

/** Login and registration answer: data.token, data.name, data.role (SPEC.md section 7). */
export const authDataSchema = z.object({ token: z.string(), name: z.string(), role: roleSchema });
export const authAnswerSchema = okEnvelope(authDataSchema);
export type AuthData = z.infer<typeof authDataSchema>;

/** Profile of `GET user` (SPEC.md section 3). */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  role: roleSchema,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileAnswerSchema = okEnvelope(profileSchema);

/** Session check: read for an e-mail field (SPEC.md section 7). */
export const sessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  expires_at: z.string(),
});
export const sessionAnswerSchema = okEnvelope(sessionSchema);
