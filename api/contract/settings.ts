import { z } from 'zod';

/**
 * Every setting of the process, parsed once at start (server.ts, the users command).
 * A bad or missing value stops the process with a message naming it.
 * The web app reads the same schema (it is part of the shared contract).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const settingsSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    ALLOW_REGISTRATION: booleanFlag.optional(),
    SEED_DEMO: booleanFlag.optional(),
    PRODUCT_API_URL: z.url().optional(),
    TZ_BUSINESS: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Moscow')
      .default('Europe/Moscow'),
    KEY_CELLS: z.coerce.number().int().min(1).max(1000).default(40),
    LIVE_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    PARKING_RATE: z.coerce.number().int().min(0).max(100_000).default(100),
    PARKING_FREE_HOURS: z.coerce.number().int().min(0).max(72).default(2),
    /** Roubles: the most one order is charged for parking. */
    PARKING_MAX: z.coerce.number().int().min(0).max(1_000_000).default(3000),
    SMS_PROVIDER: z.enum(['log', 'smsru']).default('log'),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_OUTBOX_FILE: z.string().min(1).optional(),
    MANAGER_PHONE: z.string().regex(/^\+?\d[\d\s()-]{9,16}$/, 'must be a phone number such as +79161234567').optional(),
    PUBLIC_ORIGIN: z
      .string()
      .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((s) => ({
    ...s,
    // Demo defaults: without PostgreSQL this is a single-site install or a demo, so
    // registration is open and the demo users exist unless switched off.
    ALLOW_REGISTRATION: s.ALLOW_REGISTRATION ?? !s.DATABASE_URL,
    SEED_DEMO: s.SEED_DEMO ?? (s.DATABASE_URL ? false : true),
    PRODUCT_API_URL: (s.PRODUCT_API_URL ?? `http://127.0.0.1:${s.PORT}/api/v1`).replace(/\/$/, ''),
    // With the log provider the code only goes to the server log and the outbox, so a
    // placeholder number lets the demo's discount flow work without configuration.
    MANAGER_PHONE: s.MANAGER_PHONE ?? (s.SMS_PROVIDER === 'log' ? '+70000000000' : undefined),
    PUBLIC_ORIGIN: s.PUBLIC_ORIGIN ?? [],
  }));

export type Settings = z.infer<typeof settingsSchema>;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export class SettingsError extends Error {}

/** Parse settings; throws SettingsError naming every bad variable. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = settingsSchema.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(settings)'}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = result.data;
  // Several processes must sign cookies alike, so with PostgreSQL the secret is shared
  // configuration; the embedded setup keeps a generated one in DATA_DIR instead.
  if (s.SMS_PROVIDER === 'smsru' && (!s.SMS_API_KEY || !s.MANAGER_PHONE)) {
    throw new SettingsError('Invalid settings:\n  SMS_API_KEY, MANAGER_PHONE: required when SMS_PROVIDER is smsru');
  }
  if (s.DATABASE_URL && !s.SESSION_SECRET) {
    throw new SettingsError('Invalid settings:\n  SESSION_SECRET: required when DATABASE_URL is set (at least 16 characters)');
  }
  return s;
}
