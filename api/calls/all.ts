import type { ApiContext } from '../context';
import type { AnyCallSpec } from '../http/registry';
import { authCalls } from './auth';
import { businessCalls } from './business';
import { ownerBackupCalls } from './owner-backups';
import { checkoutCalls } from './checkout';
import { clientCalls } from './clients';
import { customerCalls } from './customer';
import { bookingCalls } from './bookings';
import { ownerBookingCalls } from './owner-bookings';
import { storageCalls } from './storage';
import { catalogueCalls } from './catalogue';
import { orderCalls } from './orders';
import { ownerAccountCalls } from './owner-accounts';
import { ownerCalls } from './owner';
import { passwordResetCalls } from './password-reset';
import { reportCalls } from './reports';
import { fiscalCalls } from './fiscal';
import { shiftCalls } from './shifts';
import { statsCalls } from './stats';
import { workCalls } from './work';

/** Every call of the product API: the routes, the OpenAPI document and the tests read this list. */
export function allCalls(context: ApiContext): AnyCallSpec[] {
  return [
    ...authCalls(context),
    ...passwordResetCalls(context),
    ...statsCalls(context),
    ...catalogueCalls(context),
    ...orderCalls(context),
    ...workCalls(context),
    ...checkoutCalls(context),
    ...clientCalls(context),
    ...customerCalls(context),
    ...bookingCalls(context),
    ...ownerBookingCalls(context),
    ...storageCalls(context),
    ...shiftCalls(context),
    ...fiscalCalls(context),
    ...ownerCalls(context),
    ...ownerAccountCalls(context),
    ...businessCalls(context),
    ...ownerBackupCalls(context),
    ...reportCalls(context),
  ];
}
