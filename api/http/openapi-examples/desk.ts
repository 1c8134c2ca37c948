import type { ShiftReport } from '../../contract/shifts';
import { notice, type CallExamples } from './types';

/** An open shift (an X report): a 3,000 ₽ float, cash and card taken, 1,000 ₽ taken out for change. */
const SHIFT = {
  id: 57,
  cashier: 'Марина Соколова',
  opened_at: '2026-03-14T05:58:00.000Z',
  is_open: true,
  reported_at: '2026-03-14T12:30:00.000Z',
  closed_at: null,
  closed_by: null,
  opening_float: 3000,
  methods: [
    { method: 'cash', fuel_card_name: null, paid: 2340, payments: 3, refunded: 0, refunds: 0, net: 2340 },
    { method: 'card', fuel_card_name: null, paid: 4100, payments: 2, refunded: 0, refunds: 0, net: 4100 },
  ],
  total_net: 6440,
  cash_paid: 2340,
  cash_refunded: 0,
  cash_in: 0,
  cash_out: 1000,
  moves: [{ id: 12, kind: 'out', sum: 1000, reason: 'Размен в банке', added_at: '2026-03-14T09:15:00.000Z', by: 'Марина Соколова' }],
  expected_cash: 4340,
  counted_cash: null,
  difference: null,
} satisfies ShiftReport;

const CLOSED = {
  ...SHIFT,
  is_open: false,
  reported_at: '2026-03-14T18:02:00.000Z',
  closed_at: '2026-03-14T18:02:00.000Z',
  closed_by: 'Марина Соколова',
  counted_cash: 4300,
  difference: -40,
} satisfies ShiftReport;

/** The cashier's desk: money, discounts, keys handed back, receipts, shifts. */
export const deskExamples = {
  'order/pay': {
    body: { order_id: 1042, sum: 340, method: 'card', idempotency_key: 'pay-1042-7f3c9a1e' },
    answer: {
      result: 'ok',
      data: { payment_id: 878, pay_status: 3, total_paid: 840, total_refunded: 0, pay_sum: 0, refund_due: 0, job_status: 'done' },
      ...notice('order_paid'),
    },
  },
  'order/refund': {
    body: { order_id: 1042, sum: 150, method: 'cash', idempotency_key: 'refund-1042-2b8d41c0' },
    answer: {
      result: 'ok',
      data: { payment_id: 879, pay_status: 3, total_paid: 840, total_refunded: 150, pay_sum: 0, refund_due: 0, job_status: 'done' },
      ...notice('money_returned'),
    },
  },
  'order/payment/switch-method': { answer: { result: 'ok', ...notice('pay_method_changed') } },
  'order/request-discount': {
    body: { order_id: 1042, discount_amount: '15%' },
    answer: { result: 'ok', data: { expires_at: '2026-03-14T07:55:00.000Z', retry_after: 60 }, ...notice('discount_code_sent') },
  },
  'order/approve-discount': {
    body: { order_id: 1042, sms_code: '4821', discount_amount: 15 },
    answer: { result: 'ok', ...notice('discount_approved') },
  },
  'order/update-discount': { body: { order_id: 1042, discount: 0 }, answer: { result: 'ok', ...notice('discount_reset') } },
  'car/add-to-group': {
    body: { order_id: 1042, group_id: 2 },
    answer: { result: 'ok', ...notice('car_added_to_group', { group: 'ЖК «Зиларт»' }) },
  },
  'order/get-groups-available': {
    answer: {
      result: 'ok',
      data: [
        { id: 2, name: 'ЖК «Зиларт»', percent: 10 },
        { id: 6, name: 'ТЦ «Авиапарк»', percent: 5 },
      ],
    },
  },
  'order/remove-parking': { body: { order_id: 1042 }, answer: { result: 'ok', ...notice('parking_removed') } },
  'order/keys-returned': { body: { order_id: 1042 }, answer: { result: 'ok', ...notice('keys_returned') } },

  'fiscal/failed': {
    answer: {
      result: 'ok',
      data: [
        {
          payment_id: 871,
          order_id: 1039,
          kind: 'payment',
          sum: 1890,
          added_at: '2026-03-14T06:40:00.000Z',
          error: 'Касса недоступна: нет связи',
          problem: { code: 'unreachable' },
        },
      ],
    },
  },
  'fiscal/retry': { body: { payment_id: 871 }, answer: { result: 'ok', ...notice('fiscal_retry') } },

  'shift/current': { answer: { result: 'ok', data: SHIFT } },
  'shift/open': {
    body: { opening_float: 3000 },
    answer: {
      result: 'ok',
      data: {
        ...SHIFT,
        reported_at: SHIFT.opened_at,
        methods: [],
        total_net: 0,
        cash_paid: 0,
        cash_out: 0,
        moves: [],
        expected_cash: 3000,
      },
      ...notice('shift_opened'),
    },
  },
  'shift/cash-move': {
    body: { kind: 'out', sum: 1000, reason: 'Размен в банке', idempotency_key: 'move-57-c41a9b70' },
    answer: { result: 'ok', data: SHIFT, ...notice('cash_out_recorded') },
  },
  'shift/close': {
    body: { shift_id: 57, counted_cash: 4300, expected_difference: -40, idempotency_key: 'close-57-93e2d5f1' },
    answer: { result: 'ok', data: CLOSED, ...notice('shift_closed') },
  },
  'shift/report': { answer: { result: 'ok', data: CLOSED } },
  'shift/mine': {
    answer: {
      result: 'ok',
      data: [
        {
          id: 57,
          cashier: 'Марина Соколова',
          opened_at: '2026-03-14T05:58:00.000Z',
          closed_at: '2026-03-14T18:02:00.000Z',
          expected_cash: 4340,
          counted_cash: 4300,
          difference: -40,
        },
      ],
    },
  },
  'reference/revision': {
    answer: { result: 'ok', data: { revision: 214, drawer: '57:3:12', demo_passwords: [], bookings: '311:2026-11-30 10:02:11.5+03' } },
  },
} satisfies Partial<CallExamples>;
