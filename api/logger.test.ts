import { Writable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { errorForLog, errorMessage } from './logger';

describe('errorMessage', () => {
  it("gives an Error's message, also one made in another realm", () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed');
    expect(errorMessage(runInNewContext("new Error('from a vm')"))).toBe('from a vm');
    expect(errorMessage({ message: 'a plain object with a message' })).toBe('a plain object with a message');
  });

  it('gives any other rejection as text, never the object whole, and never throws', () => {
    expect(errorMessage('socket hang up')).toBe('socket hang up');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ config: { headers: { Authorization: 'Bearer secret' } } })).toBe('[object Object]');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(errorMessage(proxy)).toBe('an error that cannot be read');
    const hostile = {
      get message(): string {
        throw new Error('no');
      },
    };
    expect(errorMessage(hostile)).toBe('an error that cannot be read');
  });
});

/** A unique violation as PostgreSQL reports it (its detail names the value), wrapped by drizzle as it does every failed statement. */
function failedInsert() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "clients_phone_unique"'), {
    code: '23505',
    detail: 'Key (phone)=(+79161234567) already exists.',
  });
  return new DrizzleQueryError('insert into "clients" ("phone", "name") values ($1, $2)', ['+79161234567', 'Анна Петрова'], cause);
}

describe('a failed statement in the log', () => {
  it("keeps the statement and the driver's reason, never its values, on the error line the API writes", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The serialiser createLogger installs, on a logger writing here; a child (a request's) keeps it.
    pino({ serializers: { err: errorForLog } }, sink)
      .child({ requestId: 'r1' })
      .error({ err: failedInsert() }, 'unexpected error in the product API');
    const line = lines.join('');
    expect(line).toContain('insert into \\"clients\\"');
    expect(line).toContain('duplicate key value violates unique constraint');
    expect(line).toContain('[2 not logged]');
    expect(line).not.toMatch(/79161234567|Анна|Петрова/);
  });

  it('is the same when the failed statement is the cause of another error', () => {
    const wrapped = new Error('the backup could not be verified', { cause: failedInsert() });
    const logged = JSON.stringify(errorForLog(wrapped));
    expect(logged).toContain('the backup could not be verified');
    expect(logged).not.toMatch(/79161234567|Анна/);
  });

  it('leaves any other error as pino writes it', () => {
    const logged = errorForLog(new TypeError('fetch failed')) as { type: string; message: string; stack: string };
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('fetch failed');
    expect(logged.stack).toContain('TypeError: fetch failed');
  });

  it('reads as the statement and the reason in a short log line (errorMessage)', () => {
    const text = errorMessage(failedInsert());
    expect(text).toBe(
      'Failed query: insert into "clients" ("phone", "name") values ($1, $2)\nparams: [2 not logged]: ' +
        'duplicate key value violates unique constraint "clients_phone_unique"',
    );
  });
});
