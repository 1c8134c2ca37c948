import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { finishedOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';
import { logSmsProvider } from './provider';

/**
 * The default SMS provider writes each SMS to the log, a row of the outbox and, with
 * SMS_OUTBOX_FILE, a line of that file. The file is a copy for people and browser tests; a file
 * the server cannot write must not turn a discount request into a 500.
 */
const folder = mkdtempSync(join(tmpdir(), 'washdesk-sms-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const written = join(folder, 'sms.log');
const unwritable = join(folder, 'no-such-folder', 'sms.log');
/** A named pipe nobody reads: a write that waited for a reader would never end. */
const pipe = join(folder, 'sms.fifo');
execFileSync('mkfifo', [pipe]);
let file = written;

const ctx = testApiFixture({
  roles: ['master', 'cashier'],
  sms: (db, logger) => ({ name: 'log', send: (phone, text) => logSmsProvider(db, logger, file).send(phone, text) }),
});

async function requestDiscount() {
  const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
  const res = await ctx.post('order/request-discount', { order_id: orderId, discount_amount: '10%' }, 'cashier');
  const rows = (await ctx.api.database.db.select().from(smsOutbox)).filter((r) => r.text.includes(`№${orderId}.`));
  return { orderId, res, rows };
}

describe('the log SMS provider', () => {
  it('appends the SMS to SMS_OUTBOX_FILE beside its outbox row', async () => {
    file = written;
    const { orderId, res, rows } = await requestDiscount();
    expect(res.status).toBe(200);
    expect(rows).toMatchObject([{ provider: 'log', status: 'logged' }]);
    expect(readFileSync(written, 'utf8')).toContain(`№${orderId}.`);
  });

  it('takes the request when SMS_OUTBOX_FILE cannot be written, and says so in the log', async () => {
    file = unwritable;
    const { res, rows } = await requestDiscount();
    expect(res.status).toBe(200);
    expect(rows).toMatchObject([{ provider: 'log', status: 'logged' }]);
    expect(ctx.api.logs.filter((l) => l.event === 'sms_outbox_file_failed')).toMatchObject([{ level: 40, file: unwritable }]);
  });

  it('answers at once when SMS_OUTBOX_FILE is a pipe nobody reads, rather than wait for a reader', async () => {
    file = pipe;
    // Five at once: one more than the threads Node's file calls share, which waiting writes would all hold.
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestDiscount()));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.rows.length)).toEqual([1, 1, 1, 1, 1]);
    expect(ctx.api.logs.filter((l) => l.event === 'sms_outbox_file_failed' && l.file === pipe)).toHaveLength(5);
  });
});
