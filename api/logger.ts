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
