import { pino } from 'pino';

/**
 * A failed statement as drizzle reports it (DrizzleQueryError): it writes the statement's values
 * into its message and its stack and keeps them in `params`. They are a client's phone and name,
 * a comment, a car's plate, and a log outlives the erasure of a client (docs/security.md 'Errors
 * and logs'), so they are never written: the statement and the driver's reason stay, the reason
 * with any value it quotes taken out.
 */
interface FailedStatement {
  message: string;
  query: string;
  params: unknown[];
}

/**
 * Told by its shape and drizzle's wording: the server's bundle and the web app's build each carry
 * their own copy of the class. The embedded driver's own error has a `query` and `params` too, but
 * its message is the reason itself, which stays.
 */
function failedStatement(err: unknown): FailedStatement | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as Partial<FailedStatement>;
  return typeof e.message === 'string' && e.message.startsWith('Failed query: ') && typeof e.query === 'string' && Array.isArray(e.params)
    ? (e as FailedStatement)
    : undefined;
}

/** An error's own message (also one from another realm), or what kind of value it is; never the value whole. */
export function ownMessage(err: unknown): string {
  if (err instanceof Error) return String(err.message);
  if (typeof err === 'object' && err !== null) {
    const message = (err as { message?: unknown }).message;
    return typeof message === 'string' ? message : Object.prototype.toString.call(err);
  }
  return String(err);
}

/**
 * The values a reason quotes (`value "…" is out of range for type integer`), as PostgreSQL quotes
 * them: in double quotes, each taken out whole, the longest first, so that a short value inside a
 * longer one (a name inside a full name) cannot leave the rest of it behind. A number or a name
 * unquoted in the reason (`varying(100)`, an index's name) is the reason's own and stays.
 */
function withoutValues(text: string, values: readonly unknown[]): string {
  const written = values
    .map((value) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : ''))
    .filter((value) => value.length > 0)
    .sort((a, b) => b.length - a.length);
  return written.reduce((told, value) => told.split(`"${value}"`).join('"[value]"'), text);
}

/** The most causes read: a chain that refers back to itself ends here. */
const MOST_CAUSES = 32;

/**
 * The chain of an error and its causes as one line, each failed statement as its SQL with its
 * values counted, not written: `Failed query: insert into … [2 not logged]: duplicate key …`.
 * Undefined when the chain holds no failed statement (the error is told as it is).
 */
export function withoutStatementValues(err: unknown): string | undefined {
  const parts: string[] = [];
  const values: unknown[] = [];
  let found = false;
  const seen = new Set<unknown>();
  for (let at: unknown = err; at !== undefined && at !== null && !seen.has(at) && seen.size < MOST_CAUSES;) {
    seen.add(at);
    const failed = failedStatement(at);
    if (failed) {
      found = true;
      values.push(...failed.params);
      parts.push(`Failed query: ${failed.query}\nparams: [${failed.params.length} not logged]`);
    } else parts.push(withoutValues(ownMessage(at), values));
    at = typeof at === 'object' ? (at as { cause?: unknown }).cause : undefined;
  }
  return found ? parts.join(': ') : undefined;
}

/**
 * An error as the log keeps it: pino's own serialiser, unless a failed statement is in its chain;
 * then its type, the line above, and the stack's frames of the error itself (never the stack's
 * text, which repeats the values). Never throws: a serialiser that throws loses the log line.
 */
export function errorForLog(err: unknown): unknown {
  try {
    const told = withoutStatementValues(err);
    if (told === undefined) return pino.stdSerializers.err(err as Error);
    const e = err as { name?: unknown; stack?: unknown; constructor?: { name?: unknown } };
    // drizzle names no error of its own: its class says what it was.
    const named = typeof e.name === 'string' ? e.name : 'Error';
    const type = named === 'Error' && typeof e.constructor?.name === 'string' ? e.constructor.name : named;
    // The frames follow the message the stack begins with; a value with a line break of its own
    // could look like a frame inside it, so the message is cut off whole first.
    const head = `${named}: ${ownMessage(err)}`;
    const stack = typeof e.stack === 'string' && e.stack.startsWith(head) ? e.stack.slice(head.length) : '';
    const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
    return { type, message: told, stack: [`${type}: ${told}`, ...frames].join('\n') };
  } catch {
    return { type: 'Error', message: 'an error that cannot be read' };
  }
}
