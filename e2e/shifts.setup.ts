import { test as setup } from '@playwright/test';
import { apiAs } from './api-client';
import { ensureShift } from './open-shift';

// The day starts: the demo cashier and the owner open their shifts, so that the tests that
// take money find an open drawer (the shift's own story uses an account of its own).
setup('the demo cashier and the owner open their shifts', async ({ request }) => {
  for (const who of ['cashier', 'owner'] as const) await ensureShift(await apiAs(request, who));
});
