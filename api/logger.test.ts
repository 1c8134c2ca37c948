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

  it('takes out a value the driver quotes in its reason, and keeps a reason of the embedded driver that carries the statement too', () => {
    const reason = Object.assign(new Error('value "+79165554433" is out of range for type integer'), {
      query: 'select $1::int',
      params: ['+79165554433'],
    });
    const failed = new DrizzleQueryError('select $1::int', ['+79165554433'], reason);
    expect(errorMessage(failed)).toBe(
      'Failed query: select $1::int\nparams: [1 not logged]: value "[value]" is out of range for type integer',
    );
    expect(JSON.stringify(errorForLog(failed))).not.toContain('79165554433');
    // A value inside a longer one takes out the longer whole; the reason's own numbers stay.
    const named = Object.assign(new Error('value too long for type character varying(100): "Анна Петрова"'), {});
    const both = new DrizzleQueryError('insert into "clients" ("name", "note") values ($1, $2)', ['Анна', 'Анна Петрова'], named);
    expect(errorMessage(both)).toMatch(/varying\(100\): "\[value\]"$/);
    const logged = errorForLog(both) as { type: string; stack: string };
    expect(logged.type).toBe('DrizzleQueryError');
    // Where it was made: the stack's frames stay.
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it('never throws, whatever was thrown, and never writes the values of a failed statement it holds', () => {
    const hostile = {
      get message(): string {
        throw new Error('no');
      },
    };
    expect(() => errorForLog(hostile)).not.toThrow();
    const cyclic = failedInsert();
    (cyclic.cause as { cause?: unknown }).cause = cyclic;
    expect(JSON.stringify(errorForLog(cyclic))).not.toMatch(/79161234567|Анна/);
    expect(errorMessage(cyclic).length).toBeLessThan(1_000);
    const plain = { code: 'E_SWEEP', cause: failedInsert() };
    expect(JSON.stringify(errorForLog(plain))).not.toMatch(/79161234567|Анна/);
    const lined = new DrizzleQueryError('update "orders" set "comment" = $1', ['first\n    at fake (/home/client/Анна.js:1:1)'], undefined);
    expect(JSON.stringify(errorForLog(lined))).not.toMatch(/Анна|fake/);
  });
});
