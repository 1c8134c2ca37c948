import { pino, type Logger } from 'pino';

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
    const failed = failedStatement(err);
    if (failed) return statementText(failed) + (failed.cause ? `: ${errorMessage(failed.cause)}` : '');
    if (err instanceof Error) return String(err.message);
    if (typeof err === 'object' && err !== null) {
      const message = (err as { message?: unknown }).message;
      return typeof message === 'string' ? message : Object.prototype.toString.call(err);
    }
    return String(err);
  } catch {
    return 'an error that cannot be read';
  }
}

/** A failed statement as drizzle reports it (DrizzleQueryError): the statement, its values, the driver's error. */
interface FailedStatement {
  message: string;
  query: string;
  params: unknown[];
  cause?: unknown;
}

/** Told by its shape: the server's bundle and the web app's build each carry their own copy of the class. */
function failedStatement(err: unknown): FailedStatement | undefined {
  if (!(err instanceof Error) && !(typeof err === 'object' && err !== null)) return undefined;
  const e = err as Partial<FailedStatement>;
  return typeof e.message === 'string' && typeof e.query === 'string' && Array.isArray(e.params) ? (e as FailedStatement) : undefined;
}

const statementText = (failed: FailedStatement) => `Failed query: ${failed.query}\nparams: [${failed.params.length} not logged]`;

/**
 * An error as the log keeps it (pino's own serialiser), without the values of a failed statement:
 * drizzle writes them into the message and the stack and keeps them in `params`, and they are a
 * client's phone and name, a comment, a car's plate. A log outlives the erasure of a client
 * (docs/security.md 'Errors and logs'), so they are not written at all; the statement and the driver's reason stay.
 * Any failed statement in the chain of causes is read the same way.
 */
export function errorForLog(err: unknown): unknown {
  const logged = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (typeof logged !== 'object' || logged === null) return logged;
  const hidden: Array<[string, string]> = [];
  const seen = new Set<unknown>();
  for (let at: unknown = err; at && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    const failed = failedStatement(at);
    if (failed) hidden.push([failed.message, statementText(failed)]);
  }
  if (hidden.length === 0) return logged;
  const clean = (text: unknown) => (typeof text === 'string' ? hidden.reduce((t, [told, kept]) => t.split(told).join(kept), text) : text);
  const { params: _values, ...rest } = logged;
  return { ...rest, message: clean(logged.message), stack: clean(logged.stack) };
}
