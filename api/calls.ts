import type { ApiContext } from './context';
import type { AnyCallSpec } from './http/registry';
import { authCalls } from './routes/auth.routes';
import { cashierCalls } from './routes/cashier.routes';
import { catalogueCalls } from './routes/catalogue.routes';
import { orderCalls } from './routes/orders.routes';
import { passwordResetCalls } from './routes/password-reset.routes';
import { statsCalls } from './routes/stats.routes';
import { workCalls } from './routes/work.routes';

/** Every call of the product API: the routes, the OpenAPI document and the tests read this list. */
export function allCalls(context: ApiContext): AnyCallSpec[] {
  return [...authCalls(context), ...passwordResetCalls(context), ...statsCalls(context), ...catalogueCalls(context), ...orderCalls(context), ...workCalls(context), ...cashierCalls(context)];
}
