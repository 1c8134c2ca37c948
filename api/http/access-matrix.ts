/**
 * Who may call what (docs/security.md, OWASP ASVS access control): every call of the product API
 * against the five kinds of caller, written out by hand from the screens and docs/domain.md. The
 * access test compares it with the route registry (a call without a row, or a row without
 * a call, fails) and then makes every call as every caller.
 *
 * 'ok' means the caller gets past the door (the answer may still refuse bad input);
 * 401 means "sign in first"; 403 "not for your role".
 */
export type Expected = 'ok' | 401 | 403;
/** Columns: anonymous, master, cashier, display, owner. */
export type Row = readonly [Expected, Expected, Expected, Expected, Expected];

const PUBLIC: Row = ['ok', 'ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = [401, 'ok', 'ok', 'ok', 'ok'];
// The owner may stand in at a bay or at the desk; the back office is the owner's alone.
const MASTER: Row = [401, 'ok', 403, 403, 'ok'];
const CASHIER: Row = [401, 403, 'ok', 403, 'ok'];
const STAFF: Row = [401, 'ok', 'ok', 403, 'ok'];
const OWNER: Row = [401, 403, 403, 403, 'ok'];
/** The live layer's own reads: nobody over HTTP, signed in or not. */
const PROCESS: Row = [401, 403, 403, 403, 403];

export const ACCESS_MATRIX: Record<string, Row> = {
  'POST /login': PUBLIC,
  'POST /register': PUBLIC,
  'POST /reset-password': PUBLIC,
  'POST /reset-password/confirm': PUBLIC,
  // The sign-in page of a server on this machine names the demo accounts; elsewhere the list is empty.
  'GET /demo-accounts': PUBLIC,
  'GET /user': SIGNED_IN,
  'GET /session': SIGNED_IN,
  'POST /logout': SIGNED_IN,
  'POST /user/password': SIGNED_IN,
  'GET /get-order-stats': MASTER,
  'GET /get-order-stats-cashier': STAFF,
  'GET /get-cars-info': MASTER,
  'GET /info/translit-brands': MASTER,
  'GET /info/translit-models': MASTER,
  'GET /info/names': MASTER,
  'GET /info/plates': MASTER,
  'GET /service-list/wash': MASTER,
  // Also the desk's: a tyre set taken into storage names its size.
  'GET /service-tire/radius': STAFF,
  'GET /service-tire/profile': STAFF,
  'GET /service-list/tires': MASTER,
  'GET /workers-wash/get': STAFF,
  'GET /workers-tire/get': STAFF,
  'POST /new-order/check-plate': MASTER,
  'POST /new-order': MASTER,
  'POST /new-order/update': MASTER,
  'POST /new-order/quote': MASTER,
  'POST /new-order/lines': MASTER,
  'GET /get-client-recent-orders': MASTER,
  'GET /order/list': STAFF,
  // The wall display follows the change feed and reads its queue; nothing else.
  'GET /order/changes': SIGNED_IN,
  'GET /display/queue': SIGNED_IN,
  'GET /order/:id(\\d+)': STAFF,
  'POST /order/set-worker': MASTER,
  'POST /order/set-workers': MASTER,
  'POST /order/cancel-item': MASTER,
  'POST /order/mark-item': MASTER,
  'POST /order/started': MASTER,
  'POST /order/complete': MASTER,
  'POST /order/cancel': MASTER,
  'POST /order/keys-taken': MASTER,
  'POST /order/keys-left': MASTER,
  'POST /order/update-phone': MASTER,
  'POST /order/pay': CASHIER,
  'POST /order/refund': CASHIER,
  'POST /order/payment/switch-method': CASHIER,
  'POST /order/request-discount': CASHIER,
  'POST /order/approve-discount': CASHIER,
  'POST /order/update-discount': CASHIER,
  'POST /car/add-to-group': CASHIER,
  'GET /order/get-groups-available': CASHIER,
  'POST /order/remove-parking': CASHIER,
  'POST /order/keys-returned': CASHIER,
  // Each cashier's own drawer; the owner may read and close any shift.
  'GET /fiscal/failed': CASHIER,
  'POST /fiscal/retry': CASHIER,
  'GET /shift/current': CASHIER,
  'POST /shift/open': CASHIER,
  'POST /shift/cash-move': CASHIER,
  'POST /shift/close': CASHIER,
  'GET /shift/report': CASHIER,
  'GET /shift/mine': CASHIER,
  // Every open screen reloads when the reference data changes; the live layer reads this.
  'GET /reference/revision': SIGNED_IN,
  'GET /owner/prices': OWNER,
  'POST /owner/service': OWNER,
  'GET /owner/tire-prices': OWNER,
  'POST /owner/tire-prices/save': OWNER,
  'POST /owner/vehicle-class': OWNER,
  'GET /owner/workers': OWNER,
  'POST /owner/worker': OWNER,
  'GET /owner/discount-groups': OWNER,
  'POST /owner/discount-group': OWNER,
  'GET /owner/companies': OWNER,
  'POST /owner/company': OWNER,
  'POST /owner/company/client': OWNER,
  'GET /owner/rules': OWNER,
  'POST /owner/rules/save': OWNER,
  'GET /owner/models': OWNER,
  'POST /owner/model': OWNER,
  'GET /owner/accounts': OWNER,
  'POST /owner/account': OWNER,
  'POST /owner/account/role': OWNER,
  'POST /owner/account/reset-password': OWNER,
  'POST /owner/account/disable': OWNER,
  'GET /owner/audit': OWNER,
  // Clients and cars: the staff at the bays and the desk find and read them; merging and erasing are the owner's.
  'GET /client/search': STAFF,
  'GET /client/:id(\\d+)': STAFF,
  'POST /client/update': STAFF,
  'POST /client/merge': OWNER,
  'POST /client/forget': OWNER,
  'GET /car/:id(\\d+)': STAFF,
  'GET /owner/clients': OWNER,
  'GET /owner/clients/lapsed': OWNER,
  // The receipt and the work order print the business's details; only the owner sets them.
  'GET /business/profile': STAFF,
  'POST /business/profile/save': OWNER,
  // The books of the whole business, as a file: the owner's alone.
  'GET /owner/backups': OWNER,
  'GET /owner/backups/warning': OWNER,
  'POST /owner/backups/take': OWNER,
  'POST /owner/backups/download': OWNER,
  'POST /owner/export': OWNER,
  // The customer's page needs no sign-in: its token is the key (an unknown one answers 410).
  'GET /public/order/:token': PUBLIC,
  'POST /public/views': PROCESS,
  'POST /order/public-link': STAFF,
  'POST /order/message-retry': STAFF,
  'GET /owner/messages': OWNER,
  'POST /owner/messages/save': OWNER,
  'POST /owner/messages/preview': OWNER,
  // Booking (docs/decisions/040-booking-into-the-live-queue.md): the booking page and a booking's own page need no sign-in.
  'GET /public/booking/options': PUBLIC,
  'GET /public/booking/class': PUBLIC,
  'GET /public/booking/slots': PUBLIC,
  'POST /public/booking/start': PUBLIC,
  'POST /public/booking/confirm': PUBLIC,
  'GET /public/b/:token': PUBLIC,
  'GET /public/b/:token/slots': PUBLIC,
  'POST /public/b/:token/move': PUBLIC,
  'POST /public/b/:token/cancel': PUBLIC,
  'GET /bookings/day': STAFF,
  // The wall display shows today's cars still expected (their plates hidden: it gets no whole plate).
  'GET /bookings/today': SIGNED_IN,
  'GET /bookings/slots': STAFF,
  'POST /bookings/create': STAFF,
  'POST /bookings/move': STAFF,
  'POST /bookings/cancel': STAFF,
  'POST /bookings/car': STAFF,
  'POST /bookings/arrive': STAFF,
  'GET /booking/:id(\\d+)': STAFF,
  'GET /owner/booking-rules': OWNER,
  'POST /owner/booking-rules/save': OWNER,
  'POST /owner/bay': OWNER,
  'POST /owner/day-off': OWNER,
  'GET /owner/durations': OWNER,
  'POST /owner/duration': OWNER,
  'GET /report/bookings': OWNER,
  // Tyre storage: the fitters at the bay and the desk find, take in and give back; the owner sets it up.
  'GET /storage/board': STAFF,
  'GET /storage/options': STAFF,
  'GET /storage/sets': STAFF,
  'GET /storage/set/:id(\\d+)': STAFF,
  'POST /storage/take': STAFF,
  'POST /storage/give': STAFF,
  'POST /storage/move': STAFF,
  'GET /owner/storage': OWNER,
  'POST /owner/storage/save': OWNER,
  'POST /owner/storage/rack': OWNER,
  'POST /owner/storage/cell': OWNER,
  'GET /report/storage': OWNER,
  'GET /report/period': OWNER,
  'GET /report/earnings': OWNER,
  'GET /report/earnings/lines': OWNER,
};
