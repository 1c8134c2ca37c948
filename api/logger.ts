import { pino, type Logger } from 'pino';
import { errorForLog, ownMessage, withoutStatementValues } from './failed-statement';

export { errorForLog };

/**
 * Structured JSON logs. Secrets never reach them: these paths are censored wherever they
 * appear in a logged object.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    serializers: { err: errorForLog },
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
 * The message of whatever a failed promise rejected with, for a log line: an Error's message
 * (also one from another realm, which `instanceof` misses), else a string as it is, else only
 * what kind of value it was. Never the value serialised whole: an object rejected by a library
 * may carry its request's headers. Never throws: reading `.message` of a null rejection would
 * throw inside the very handler meant to report the failure.
 */
export function errorMessage(err: unknown): string {
  try {
    // A failed statement anywhere in the chain of causes: told without its values.
    return withoutStatementValues(err) ?? ownMessage(err);
  } catch {
    return 'an error that cannot be read';
  }
}
