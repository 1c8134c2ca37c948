import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. Secrets never reach them: these paths are censored wherever they
 * appear in a logged object.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password_repeat',
        '*.current_password',
        '*.token',
        '*.sms_code',
      ],
      censor: '[redacted]',
    },
  });
}

/**
 * The message of whatever a failed promise rejected with, for a log line: an Error's message,
 * else the value as text (a library may reject with a string, null or undefined, and reading
 * `.message` of those would throw inside the very handler meant to report the failure).
 */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err !== 'object' || err === null) return String(err);
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}
