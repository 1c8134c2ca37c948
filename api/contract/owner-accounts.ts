import { z } from 'zod';
import { newLoginField, ownerPasswordField, personNameField, roleSchema } from './auth';
import { okEnvelope } from './envelope';
import { id } from './fields';

/* ---- Staff accounts, as the owner keeps them (the same rules as `npm run users`) ---- */

export const ownerAccountSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  disabled: z.boolean(),
  created_at: z.string(),
  /** What the owner asking may do with this account: each the negation of the refusal the call would give (the screen offers no more). */
  can_change_role: z.boolean(),
  can_reset_password: z.boolean(),
  /** Disable it, or enable it again when it is disabled. */
  can_disable: z.boolean(),
  /**
   * Why some action is not offered (one's own account, the last active owner): the refusal's
   * code, Russian words and params; null when every action is.
   */
  refusal: z.object({ code: z.string(), details: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
});
export type OwnerAccount = z.infer<typeof ownerAccountSchema>;
/** `GET owner/accounts`: every account, the disabled ones too. */
export const ownerAccountsAnswerSchema = okEnvelope(z.array(ownerAccountSchema));

/** `POST owner/account`: a new account; without a password the API makes one up and answers it once. */
export const createAccountBodySchema = z.object({
  login: newLoginField,
  name: personNameField,
  email: z.email().max(254).optional(),
  role: roleSchema,
  password: ownerPasswordField.optional(),
});
/** The new account's id, and the password made up for it (shown once; null when the owner typed one). */
export const createdAccountAnswerSchema = okEnvelope(z.object({ id: z.number().int(), password: z.string().nullable() }));

/** `POST owner/account/role`. */
export const accountRoleBodySchema = z.object({ id, role: roleSchema });
/** `POST owner/account/reset-password`: a new password made up, shown once; every session of the account ends. */
export const accountIdBodySchema = z.object({ id });
export const resetAccountAnswerSchema = okEnvelope(z.object({ password: z.string() }));
/** `POST owner/account/disable`: disable (every session ends at once) or enable again. */
export const accountDisableBodySchema = z.object({ id, disabled: z.boolean() });
