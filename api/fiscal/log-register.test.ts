import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fiscalReceipts } from '../db/schema';
import { fiscalFixtures } from '../test/fiscal-fixtures';
import { testApiFixture } from '../test/test-api';
import { configuredFiscalProvider } from './configured';
import { runFiscalQueue } from './queue';
import { parseSettings } from '../settings';

/** The register of a shop without a cloud one: a line in the server's log per receipt. */
const ctx = testApiFixture({ roles: ['master', 'cashier'], fiscalProvider: 'atol' });
const { paidOrder, receiptOf } = fiscalFixtures(ctx);
const at = Date.now() + 31 * 60_000;

describe('the log register', () => {
  it('is chosen by FISCAL_PROVIDER=log, and marks each receipt issued with a line in the log; none sends nothing', async () => {
    const lines: string[] = [];
    const logger = { info: (_o: unknown, line: string) => lines.push(line) } as unknown as Parameters<typeof configuredFiscalProvider>[0];
    expect(configuredFiscalProvider(logger, parseSettings({}))).toBeNull();
    const log = configuredFiscalProvider(logger, parseSettings({ FISCAL_PROVIDER: 'log' }))!;
    expect(log.name).toBe('log');
    const { paymentId } = await paidOrder();
    // The fixture's API queues for ATOL: the log register works off only its own receipts.
    expect(await runFiscalQueue(ctx.api.database.db, log, new Date(at))).toBe(0);
    await ctx.api.database.db.update(fiscalReceipts).set({ provider: 'log' }).where(eq(fiscalReceipts.paymentId, paymentId));
    expect(await runFiscalQueue(ctx.api.database.db, log, new Date(at))).toBe(1);
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'done', fiscal: { provider: 'log' } });
    expect(lines).toEqual([`fiscal receipt washdesk-payment-${paymentId}`]);
  });
});
