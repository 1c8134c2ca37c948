import { z } from 'zod';
import { authDataSchema, profileSchema, roleSchema, sessionSchema } from './auth';
import { businessProfileSchema } from './business';
import { brandSchema, modelSchema, serviceOfferSchema, vehicleClassSchema, workerSchema } from './catalogue';
import { queueCarSchema } from './display';
import { errorEnvelopeSchema, okOnlySchema, refusalParamsSchema } from './envelope';
import { failedReceiptSchema, fiscalProblemSchema } from './fiscal';
import { quoteLineSchema } from './intake';
import { fuelCardSchema, jobStatusSchema, paymentMethodSchema, payStatusSchema } from './order-states';
import {
  carSchema,
  clientSchema,
  keysStateSchema,
  orderItemSchema,
  orderRowSchema,
  orderSchema,
  payTransactionSchema,
  refundLoweredSchema,
} from './orders';
import { ownerAccountSchema } from './owner-accounts';
import { auditEntrySchema } from './owner-audit';
import { businessRulesSchema, ownerCompanySchema, ownerGroupSchema, ownerWorkerSchema } from './owner-staff';
import { payAnswerSchema, payBodySchema } from './payments';
import { earningsReportSchema, periodReportSchema, workerLinesSchema } from './reports';
import { cashMoveSchema, methodTotalsSchema, shiftReportSchema, shiftRowSchema } from './shifts';
import { countSchema } from './stats';
import { orderChangeSchema } from './order-changes';

/**
 * The names of the shapes outside clients meet again and again, given once here: each is an
 * id in zod's global registry, so converting a schema that holds it (api/http/openapi.ts) makes
 * it a `$ref` to `#/components/schemas/<name>` of the OpenAPI document instead of a copy, and a
 * client generated from the document has a type of that name. A name is a promise to outside
 * clients, like a field: it is not changed, and a new shape gets a new one.
 *
 * The schemas themselves stay where they are declared; only the OpenAPI document reads this.
 */
export const SCHEMA_NAMES: ReadonlyArray<readonly [schema: z.ZodType, id: string, description: string]> = [
  // The envelope (docs/screens.md section 7)
  [errorEnvelopeSchema, 'Refusal', 'Every refusal: a stable code (api/contract/refusals.ts), its Russian sentence and the values in it'],
  [okOnlySchema, 'Notice', 'A success without data: `ok`, with a stable notice code and its Russian sentence when there is one'],
  [okOnlySchema.shape.code, 'NoticeCode', 'Stable notice code (api/contract/notices.ts); the screens translate it'],
  [refusalParamsSchema, 'CodeParams', 'The values in the sentence of a code: figures, money as text, names, or codes'],
  [roleSchema, 'Role', 'Who a signed-in user is'],
  [authDataSchema, 'SignIn', 'A bearer token for the calls that need one, and who it signs in'],
  [profileSchema, 'Profile', 'The signed-in user'],
  [sessionSchema, 'Session', 'The session of the token'],
  [countSchema, 'Count', 'A counter split by kind of work'],

  // The catalogue
  [vehicleClassSchema, 'VehicleClass', 'A vehicle class, which prices a wash'],
  [brandSchema, 'Brand', 'A car brand of the catalogue'],
  [modelSchema, 'Model', 'A car model of the catalogue, with its class'],
  [serviceOfferSchema, 'ServiceOffer', 'A service with its price (roubles) for the class, or the radius and profile, of an order'],
  [workerSchema, 'Worker', 'A worker who may be assigned to a service line'],

  // Orders
  [jobStatusSchema, 'JobStatus', 'Where the work of an order is'],
  [
    payStatusSchema,
    'PayStatus',
    "Where the money of an order is: 1 nothing paid, 2 part paid, 3 paid, 4 settled by the company's contract",
  ],
  [keysStateSchema, 'KeysState', 'Where the keys of a car are: not taken, in the numbered cell, with the client, handed back'],
  [orderSchema, 'Order', 'An order as `GET order/{id}` answers it (docs/screens.md section 3); money in roubles'],
  [orderItemSchema, 'OrderItem', 'A service line of an order, with its money (roubles), workers and what may be done with it'],
  [payTransactionSchema, 'Payment', 'A payment, or a refund (`kind: refund`, a negative `sum`), in roubles'],
  [carSchema, 'Car', 'The car of an order'],
  [clientSchema, 'Client', 'The client of an order: a phone, a name, a loyalty discount, a company'],
  [refundLoweredSchema, 'RefundLowered', 'The last phone change that lowered the money due back to the client'],
  [orderRowSchema, 'OrderRow', 'An order in a list (`GET order/list`)'],
  [orderChangeSchema, 'OrderChange', 'An order that changed, in the change feed'],
  [queueCarSchema, 'QueueCar', 'A car on the wall display, and since when it is in its column'],
  [quoteLineSchema, 'SelectedLine', 'A service chosen for an order: a wash, or a tyre service at a radius and profile'],

  // Money at the desk
  [paymentMethodSchema, 'PaymentMethod', 'How money was taken or given back'],
  [fuelCardSchema, 'FuelCard', 'Which fuel card, for the method `fuel`'],
  [payBodySchema, 'PaymentRequest', 'Money taken for an order, or given back (roubles, at most two decimals, above zero)'],
  [payAnswerSchema, 'PaymentAnswer', 'The money of the order after a payment or a refund, in roubles'],
  [fiscalProblemSchema, 'FiscalProblem', 'What went wrong with a fiscal receipt, by a stable code'],
  [failedReceiptSchema, 'FailedReceipt', 'A receipt the cash register did not fiscalise'],
  [shiftReportSchema, 'Shift', 'A cash shift as its report shows it: the X report while open, the Z report once closed; roubles'],
  [shiftRowSchema, 'ShiftRow', 'A shift in a list: when, who, and how the count came out'],
  [methodTotalsSchema, 'MethodTotals', 'Money of one payment method: taken, given back, and what stays (roubles)'],
  [cashMoveSchema, 'CashMove', 'Cash put into or taken out of the drawer, not for an order'],

  // The owner's back office
  [ownerWorkerSchema, 'OwnerWorker', 'A worker as the owner keeps them'],
  [ownerGroupSchema, 'DiscountGroup', 'A discount group with the number of its cars'],
  [ownerCompanySchema, 'Company', 'A company whose cars are served by contract'],
  [ownerAccountSchema, 'Account', 'A staff account, with what the owner may do with it'],
  [
    businessRulesSchema,
    'BusinessRules',
    "The loyalty steps (paid orders last month earn a percent this month) and the first order's percent",
  ],
  [businessProfileSchema, 'BusinessProfile', 'The name, address, phone and INN printed on the receipt and the work order'],
  [auditEntrySchema, 'AuditEntry', 'One action of the audit log'],
  [periodReportSchema, 'PeriodReport', 'The money and the work of a period (roubles)'],
  [earningsReportSchema, 'EarningsReport', "Each worker's lines of a period, their value and the commission (roubles)"],
  [workerLinesSchema, 'WorkerLines', "One worker's lines of a period, with the share of each"],
];

for (const [schema, id, description] of SCHEMA_NAMES) {
  // Kept beside what the schema already says of itself (a description, examples).
  z.globalRegistry.add(schema, { description, ...z.globalRegistry.get(schema), id });
}
