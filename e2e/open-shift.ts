import type { TestApi } from './api-client';

/**
 * Opens the signed-in cashier's (or owner's) shift with no float, unless one is open: money
 * moves only in an open shift, and tests that take money start their day like a cashier.
 */
export async function ensureShift(api: TestApi): Promise<void> {
  const current = await api.call('shift/current');
  if (!current) await api.call('shift/open', { body: { opening_float: 0 } });
}
