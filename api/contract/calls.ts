import {
  authAnswerSchema,
  changePasswordRequestSchema,
  demoAccountsAnswerSchema,
  loginRequestSchema,
  profileAnswerSchema,
  registerRequestSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
  sessionAnswerSchema,
} from './auth';
import {
  brandSearchAnswerSchema,
  carsInfoAnswerSchema,
  modelSearchAnswerSchema,
  modelSearchQuerySchema,
  namesAnswerSchema,
  platesAnswerSchema,
  profileListAnswerSchema,
  radiusListAnswerSchema,
  searchQuerySchema,
  serviceListAnswerSchema,
  tireListQuerySchema,
  washListQuerySchema,
  workersAnswerSchema,
} from './catalogue';
import { businessProfileAnswerSchema, businessProfileBodySchema } from './business';
import { backupDownloadAnswerSchema, backupDownloadBodySchema, backupWarningAnswerSchema, ownerBackupsAnswerSchema } from './owner-backups';
import { queueAnswerSchema } from './display';
import { failedReceiptsAnswerSchema, fiscalRetryBodySchema } from './fiscal';
import {
  earningsAnswerSchema,
  periodQuerySchema,
  periodReportAnswerSchema,
  workerLinesAnswerSchema,
  workerLinesQuerySchema,
} from './reports';
import {
  cashMoveBodySchema,
  closeShiftBodySchema,
  currentShiftAnswerSchema,
  myShiftsAnswerSchema,
  openShiftBodySchema,
  shiftAnswerSchema,
  shiftQuerySchema,
} from './shifts';
import { okOnlySchema } from './envelope';
import {
  checkPlateAnswerSchema,
  checkPlateBodySchema,
  newOrderAnswerSchema,
  newOrderBodySchema,
  quoteAnswerSchema,
  quoteBodySchema,
  recentOrdersAnswerSchema,
  recentOrdersQuerySchema,
  setLinesBodySchema,
  updateOrderBodySchema,
} from './intake';
import {
  keysAnswerSchema,
  orderAnswerSchema,
  orderIdBodySchema,
  orderIdParamsSchema,
  markItemBodySchema,
  cancelItemBodySchema,
  orderListAnswerSchema,
  orderListQuerySchema,
  setWorkerBodySchema,
  setWorkersBodySchema,
  updatePhoneBodySchema,
} from './orders';
import {
  addToGroupBodySchema,
  approveDiscountBodySchema,
  groupsAnswerSchema,
  groupsQuerySchema,
  payAnswerSchema,
  payBodySchema,
  refundAnswerSchema,
  refundBodySchema,
  requestDiscountAnswerSchema,
  requestDiscountBodySchema,
  switchMethodQuerySchema,
  updateDiscountBodySchema,
} from './payments';
import { cashierStatsAnswerSchema, masterStatsAnswerSchema, revisionAnswerSchema } from './stats';
import { auditAnswerSchema, auditQuerySchema } from './owner-audit';
import { ownerModelsAnswerSchema, ownerModelsQuerySchema, saveModelBodySchema } from './owner-catalogue';
import {
  accountDisableBodySchema,
  accountIdBodySchema,
  accountRoleBodySchema,
  createAccountBodySchema,
  createdAccountAnswerSchema,
  ownerAccountsAnswerSchema,
  resetAccountAnswerSchema,
} from './owner-accounts';
import {
  priceListAnswerSchema,
  repricedAnswerSchema,
  savedAnswerSchema,
  savedServiceAnswerSchema,
  saveServiceBodySchema,
  tirePricesAnswerSchema,
  tirePricesBodySchema,
  tirePricesQuerySchema,
  vehicleClassBodySchema,
} from './owner-prices';
import { businessRulesAnswerSchema, businessRulesSchema } from './owner-staff';
import {
  companyClientBodySchema,
  ownerCompaniesAnswerSchema,
  ownerGroupsAnswerSchema,
  ownerWorkersAnswerSchema,
  saveCompanyBodySchema,
  saveGroupBodySchema,
  saveWorkerBodySchema,
} from './owner-staff';
import { changesAnswerSchema, changesQuerySchema } from './order-changes';
import {
  carCardAnswerSchema,
  carCardQuerySchema,
  carParamsSchema,
  clientCardAnswerSchema,
  clientCardQuerySchema,
  clientForgetBodySchema,
  clientMergeBodySchema,
  clientParamsSchema,
  clientSearchAnswerSchema,
  clientSearchQuerySchema,
  clientUpdateBodySchema,
} from './clients';
import { lapsedExportAnswerSchema, ownerClientsAnswerSchema, ownerClientsQuerySchema } from './owner-clients';

import { get, post, withPaths, type CallShape } from './call-shape';
import { BOOKING_CALLS } from './calls-bookings';
import { CUSTOMER_CALLS } from './calls-customer';
import { STORAGE_CALLS } from './calls-storage';

export type { CallShape } from './call-shape';

export const CALLS = withPaths({
  login: post({ body: loginRequestSchema, answer: authAnswerSchema }),
  register: post({ body: registerRequestSchema, answer: authAnswerSchema }),
  user: get({ answer: profileAnswerSchema }),
  session: get({ answer: sessionAnswerSchema }),
  logout: post({ answer: okOnlySchema }),
  'user/password': post({ body: changePasswordRequestSchema, answer: okOnlySchema }),
  'reset-password': post({ body: resetPasswordRequestSchema, answer: okOnlySchema }),
  'reset-password/confirm': post({ body: resetPasswordConfirmSchema, answer: okOnlySchema }),
  'demo-accounts': get({ answer: demoAccountsAnswerSchema }),

  'get-order-stats': get({ answer: masterStatsAnswerSchema }),
  'get-order-stats-cashier': get({ answer: cashierStatsAnswerSchema }),

  'get-cars-info': get({ answer: carsInfoAnswerSchema }),
  'info/translit-brands': get({ query: searchQuerySchema, answer: brandSearchAnswerSchema }),
  'info/translit-models': get({ query: modelSearchQuerySchema, answer: modelSearchAnswerSchema }),
  'info/names': get({ query: searchQuerySchema, answer: namesAnswerSchema }),
  'info/plates': get({ query: searchQuerySchema, answer: platesAnswerSchema }),
  'service-list/wash': get({ query: washListQuerySchema, answer: serviceListAnswerSchema }),
  'service-tire/radius': get({ answer: radiusListAnswerSchema }),
  'service-tire/profile': get({ answer: profileListAnswerSchema }),
  'service-list/tires': get({ query: tireListQuerySchema, answer: serviceListAnswerSchema }),
  'workers-wash/get': get({ answer: workersAnswerSchema }),
  'workers-tire/get': get({ answer: workersAnswerSchema }),

  'new-order/check-plate': post({ body: checkPlateBodySchema, answer: checkPlateAnswerSchema }),
  'new-order': post({ body: newOrderBodySchema, answer: newOrderAnswerSchema }),
  'new-order/update': post({ body: updateOrderBodySchema, answer: okOnlySchema }),
  'new-order/lines': post({ body: setLinesBodySchema, answer: okOnlySchema }),
  'new-order/quote': post({ body: quoteBodySchema, answer: quoteAnswerSchema }),
  'get-client-recent-orders': get({ query: recentOrdersQuerySchema, answer: recentOrdersAnswerSchema }),
  'order/list': get({ query: orderListQuerySchema, answer: orderListAnswerSchema }),
  'order/changes': get({ query: changesQuerySchema, answer: changesAnswerSchema }),
  'display/queue': get({ answer: queueAnswerSchema }),
  'order/:id': get({ path: '/order/:id(\\d+)', params: orderIdParamsSchema, answer: orderAnswerSchema }),

  'order/set-worker': post({ body: setWorkerBodySchema, answer: okOnlySchema }),
  'order/set-workers': post({ body: setWorkersBodySchema, answer: okOnlySchema }),
  'order/cancel-item': post({ body: cancelItemBodySchema, answer: okOnlySchema }),
  'order/mark-item': post({ body: markItemBodySchema, answer: okOnlySchema }),
  'order/started': post({ body: orderIdBodySchema, answer: okOnlySchema }),
  'order/complete': post({ body: orderIdBodySchema, answer: okOnlySchema }),
  'order/cancel': post({ body: orderIdBodySchema, answer: okOnlySchema }),
  'order/keys-taken': post({ body: orderIdBodySchema, answer: keysAnswerSchema }),
  'order/keys-left': post({ body: orderIdBodySchema, answer: keysAnswerSchema }),
  'order/update-phone': post({ body: updatePhoneBodySchema, answer: okOnlySchema }),

  'order/pay': post({ body: payBodySchema, answer: payAnswerSchema }),
  'order/refund': post({ body: refundBodySchema, answer: refundAnswerSchema }),
  'order/payment/switch-method': post({ query: switchMethodQuerySchema, answer: okOnlySchema }),
  'order/request-discount': post({ body: requestDiscountBodySchema, answer: requestDiscountAnswerSchema }),
  'order/approve-discount': post({ body: approveDiscountBodySchema, answer: okOnlySchema }),
  'order/update-discount': post({ body: updateDiscountBodySchema, answer: okOnlySchema }),
  'car/add-to-group': post({ body: addToGroupBodySchema, answer: okOnlySchema }),
  'order/get-groups-available': get({ query: groupsQuerySchema, answer: groupsAnswerSchema }),
  'order/remove-parking': post({ body: orderIdBodySchema, answer: okOnlySchema }),
  'order/keys-returned': post({ body: orderIdBodySchema, answer: okOnlySchema }),

  'client/search': get({ query: clientSearchQuerySchema, answer: clientSearchAnswerSchema }),
  'client/:id': get({
    path: '/client/:id(\\d+)',
    params: clientParamsSchema,
    query: clientCardQuerySchema,
    answer: clientCardAnswerSchema,
  }),
  'client/update': post({ body: clientUpdateBodySchema, answer: okOnlySchema }),
  'client/merge': post({ body: clientMergeBodySchema, answer: okOnlySchema }),
  'client/forget': post({ body: clientForgetBodySchema, answer: okOnlySchema }),
  'car/:id': get({ path: '/car/:id(\\d+)', params: carParamsSchema, query: carCardQuerySchema, answer: carCardAnswerSchema }),
  'owner/clients': get({ query: ownerClientsQuerySchema, answer: ownerClientsAnswerSchema }),
  'owner/clients/lapsed': get({ query: ownerClientsQuerySchema, answer: lapsedExportAnswerSchema }),

  'fiscal/failed': get({ answer: failedReceiptsAnswerSchema }),
  'fiscal/retry': post({ body: fiscalRetryBodySchema, answer: okOnlySchema }),
  'shift/current': get({ answer: currentShiftAnswerSchema }),
  'shift/open': post({ body: openShiftBodySchema, answer: shiftAnswerSchema }),
  'shift/cash-move': post({ body: cashMoveBodySchema, answer: shiftAnswerSchema }),
  'shift/close': post({ body: closeShiftBodySchema, answer: shiftAnswerSchema }),
  'shift/report': get({ query: shiftQuerySchema, answer: shiftAnswerSchema }),
  'shift/mine': get({ answer: myShiftsAnswerSchema }),

  'reference/revision': get({ answer: revisionAnswerSchema }),
  'owner/prices': get({ answer: priceListAnswerSchema }),
  'owner/service': post({ body: saveServiceBodySchema, answer: savedServiceAnswerSchema }),
  'owner/tire-prices': get({ query: tirePricesQuerySchema, answer: tirePricesAnswerSchema }),
  'owner/tire-prices/save': post({ body: tirePricesBodySchema, answer: repricedAnswerSchema }),
  'owner/vehicle-class': post({ body: vehicleClassBodySchema, answer: okOnlySchema }),
  'owner/workers': get({ answer: ownerWorkersAnswerSchema }),
  'owner/worker': post({ body: saveWorkerBodySchema, answer: savedAnswerSchema }),
  'owner/discount-groups': get({ answer: ownerGroupsAnswerSchema }),
  'owner/discount-group': post({ body: saveGroupBodySchema, answer: savedAnswerSchema }),
  'owner/companies': get({ answer: ownerCompaniesAnswerSchema }),
  'owner/company': post({ body: saveCompanyBodySchema, answer: savedAnswerSchema }),
  'owner/company/client': post({ body: companyClientBodySchema, answer: okOnlySchema }),
  'owner/rules': get({ answer: businessRulesAnswerSchema }),
  'owner/rules/save': post({ body: businessRulesSchema, answer: okOnlySchema }),
  'owner/models': get({ query: ownerModelsQuerySchema, answer: ownerModelsAnswerSchema }),
  'owner/model': post({ body: saveModelBodySchema, answer: savedAnswerSchema }),
  'owner/accounts': get({ answer: ownerAccountsAnswerSchema }),
  'owner/account': post({ body: createAccountBodySchema, answer: createdAccountAnswerSchema }),
  'owner/account/role': post({ body: accountRoleBodySchema, answer: okOnlySchema }),
  'owner/account/reset-password': post({ body: accountIdBodySchema, answer: resetAccountAnswerSchema }),
  'owner/account/disable': post({ body: accountDisableBodySchema, answer: okOnlySchema }),
  'owner/audit': get({ query: auditQuerySchema, answer: auditAnswerSchema }),
  'business/profile': get({ answer: businessProfileAnswerSchema }),
  'business/profile/save': post({ body: businessProfileBodySchema, answer: okOnlySchema }),
  'owner/backups': get({ answer: ownerBackupsAnswerSchema }),
  'owner/backups/warning': get({ answer: backupWarningAnswerSchema }),
  'owner/backups/take': post({ answer: okOnlySchema }),
  'owner/backups/download': post({ body: backupDownloadBodySchema, answer: backupDownloadAnswerSchema }),
  'owner/export': post({ answer: backupDownloadAnswerSchema }),
  'report/period': get({ query: periodQuerySchema, answer: periodReportAnswerSchema }),
  'report/earnings': get({ query: periodQuerySchema, answer: earningsAnswerSchema }),
  'report/earnings/lines': get({ query: workerLinesQuerySchema, answer: workerLinesAnswerSchema }),
  ...CUSTOMER_CALLS,
  ...BOOKING_CALLS,
  ...STORAGE_CALLS,
}) satisfies Record<string, CallShape>;

export type { CallData, CallInput, CallName, HandlerData } from './call-types';
export { callPath } from './call-types';
