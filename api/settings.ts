import { isIP } from 'node:net';
import { z } from 'zod';
import { DECIMAL_DIGITS } from './contract/fields';

/**
 * Every setting of the process, parsed once at start (server/settings.ts for the server,
 * api/cli/users.ts for the users command). A bad or missing value stops the process with a
 * message naming it. Server-side only, so not in the shared contract: the web app gets the
 * few settings it reads through its load context (`WebSettings`, app/load-context.ts).
 */
const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
/** A whole number of the environment: decimal digits only ('0x1F90' or '1e3' is a mistake, not a number to guess). */
const wholeSetting = (min: number, max: number) =>
  z.string().regex(DECIMAL_DIGITS, 'must be a whole number in decimal digits').transform(Number).pipe(z.number().int().min(min).max(max));

export const settingsSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeSetting(0, 65535).default(3000),
    /**
     * Where to listen. Unset: every address, or this machine only while an account still
     * has its demo password (server.ts).
     */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    ALLOW_REGISTRATION: booleanFlag.optional(),
    SEED_DEMO: booleanFlag.optional(),
    PRODUCT_API_URL: z.url().optional(),
    TZ_BUSINESS: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Moscow').default('Europe/Moscow'),
    KEY_CELLS: wholeSetting(1, 1000).default(40),
    LIVE_POLL_MS: wholeSetting(100, 60_000).default(1000),
    PARKING_RATE: wholeSetting(0, 100_000).default(100),
    PARKING_FREE_HOURS: wholeSetting(0, 72).default(2),
    /** Roubles: the most one order is charged for parking. */
    PARKING_MAX: wholeSetting(0, 1_000_000).default(3000),
    SMS_PROVIDER: z.enum(['log', 'smsru']).default('log'),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_OUTBOX_FILE: z.string().min(1).optional(),
    MANAGER_PHONE: z
      .string()
      .regex(/^\+?\d[\d\s()-]{9,16}$/, 'must be a phone number such as +79161234567')
      .optional(),
    /** 54-FZ receipts of payments and refunds: none (a register outside Washdesk prints them), the server log, or ATOL Online. */
    FISCAL_PROVIDER: z.enum(['none', 'log', 'atol']).default('none'),
    ATOL_LOGIN: z.string().min(1).optional(),
    ATOL_PASSWORD: z.string().min(1).optional(),
    ATOL_GROUP_CODE: z.string().min(1).optional(),
    ATOL_INN: z
      .string()
      .regex(/^\d{10}(\d{2})?$/, 'must be an INN of 10 or 12 digits')
      .optional(),
    ATOL_PAYMENT_ADDRESS: z.string().min(1).optional(),
    ATOL_COMPANY_EMAIL: z.email('must be an e-mail address such as kassa@wash.example.ru').optional(),
    ATOL_SNO: z.enum(['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent']).default('usn_income'),
    ATOL_API_URL: z.url().default('https://online.atol.ru/possystem/v4'),
    MAIL_PROVIDER: z.enum(['log', 'postmark']).default('log'),
    MAIL_API_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.email('must be an e-mail address such as robot@wash.example.ru').optional(),
    MAIL_OUTBOX_FILE: z.string().min(1).optional(),
    PUBLIC_ORIGIN: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
      .optional(),
    /**
     * Who may tell the client's address in X-Forwarded-For: 'loopback' (a proxy on this
     * machine) by default; add a load balancer's address or network (e.g.
     * 'loopback,10.0.0.5' or 'loopback,10.0.0.0/8'). Anyone else's header is ignored, so a
     * device on the shop's network cannot choose its address for the limits.
     */
    TRUSTED_PROXIES: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine(isProxy, 'each entry must be loopback, linklocal, uniquelocal, an IP address or a network such as 10.0.0.0/8'),
        ),
      )
      .default(['loopback']),
    /** Host names (besides IP addresses, localhost, this machine's name and PUBLIC_ORIGIN) the server answers to. */
    ALLOWED_HOSTS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be host names such as wash.example.ru, separated by commas')))
      .default([]),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Backups (docs/reliability.md 'Backups'): 'off' for a shop whose own PostgreSQL is backed up otherwise. */
    BACKUP: z.enum(['on', 'off']).default('on'),
    BACKUP_DIR: z.string().min(1).default('./backups'),
    /** A second folder (a network share, a USB disk) that gets a checked copy of each backup. */
    BACKUP_COPY_DIR: z.string().min(1).optional(),
    /** The daily backup's time of day in TZ_BUSINESS. */
    BACKUP_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 03:30')
      .default('03:30'),
    BACKUP_KEEP_DAILY: wholeSetting(0, 366).default(7),
    BACKUP_KEEP_WEEKLY: wholeSetting(0, 520).default(4),
    BACKUP_KEEP_MONTHLY: wholeSetting(0, 1200).default(12),
  })
  .transform((s) => ({
    ...s,
    // Registration is off unless asked for: accounts are given with `npm run users`. The
    // demo users exist on a new embedded database unless switched off.
    ALLOW_REGISTRATION: s.ALLOW_REGISTRATION ?? false,
    SEED_DEMO: s.SEED_DEMO ?? (s.DATABASE_URL ? false : true),
    // Unset, the web app calls the API in this process; set, a remote API over HTTP.
    PRODUCT_API_URL: s.PRODUCT_API_URL?.replace(/\/$/, ''),
    // With the log provider the code only goes to the server log and the outbox, so a
    // placeholder number lets the demo's discount flow work without configuration.
    MANAGER_PHONE: s.MANAGER_PHONE ?? (s.SMS_PROVIDER === 'log' ? '+70000000000' : undefined),
    PUBLIC_ORIGIN: s.PUBLIC_ORIGIN ?? [],
  }));

export type Settings = z.infer<typeof settingsSchema>;

function isProxy(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const version = isIP(ip ?? '');
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

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
  if (s.SMS_PROVIDER === 'smsru' && (!s.SMS_API_KEY || !s.MANAGER_PHONE)) {
    throw new SettingsError('Invalid settings:\n  SMS_API_KEY, MANAGER_PHONE: required when SMS_PROVIDER is smsru');
  }
  const atolMissing = (
    ['ATOL_LOGIN', 'ATOL_PASSWORD', 'ATOL_GROUP_CODE', 'ATOL_INN', 'ATOL_PAYMENT_ADDRESS', 'ATOL_COMPANY_EMAIL'] as const
  ).filter((k) => !s[k]);
  if (s.FISCAL_PROVIDER === 'atol' && atolMissing.length) {
    throw new SettingsError(`Invalid settings:\n  ${atolMissing.join(', ')}: required when FISCAL_PROVIDER is atol`);
  }
  if (s.MAIL_PROVIDER === 'postmark' && (!s.MAIL_API_KEY || !s.MAIL_FROM)) {
    throw new SettingsError('Invalid settings:\n  MAIL_API_KEY, MAIL_FROM: required when MAIL_PROVIDER is postmark');
  }
  // Several processes must sign cookies alike, so with PostgreSQL the secret is shared
  // configuration; the embedded setup keeps a generated one in DATA_DIR instead.
  if (s.DATABASE_URL && !s.SESSION_SECRET) {
    throw new SettingsError('Invalid settings:\n  SESSION_SECRET: required when DATABASE_URL is set (at least 16 characters)');
  }
  return s;
}
