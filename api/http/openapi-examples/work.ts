import { notice, type CallExamples } from './types';

const ok = { result: 'ok' } as const;

/** The new-order wizard and the master's work on an order. */
export const workExamples = {
  'new-order/check-plate': {
    body: { plate_number: 'А123ВС777' },
    answer: {
      result: 'ok',
      data: {
        plate_number: 'А123ВС777',
        is_new: false,
        client_id: 388,
        client_phone: '+79161234567',
        client_name: 'Иван Петров',
        client_company: null,
        loyalty_discount: 0,
        brand_id: 44,
        model_id: 285,
        brand_name: 'Kia',
        model_name: 'Rio',
        class_id: 1,
        open_order_id: null,
        open_order_is_draft: false,
      },
    },
  },
  'new-order': {
    body: { plate_number: 'А123ВС777', model_id: 285, class_id: 1, phone_number: '+7 916 123-45-67', name: 'Иван Петров', comment: null },
    answer: { result: 'ok', data: { order_id: 1042, client_id: 388 } },
  },
  'new-order/update': {
    body: { order_id: 1042, action: 'add', service_id: 2, is_wash_service: true, quantity: 1 },
    answer: ok,
  },
  'new-order/lines': {
    body: {
      order_id: 1042,
      lines: [
        { service_id: 2, is_wash: true, quantity: 1 },
        { service_id: 30, is_wash: false, quantity: 4, radius_id: 3, profile_id: 1 },
      ],
    },
    answer: ok,
  },
  'new-order/quote': {
    body: { order_id: 1042, lines: [{ service_id: 2, is_wash: true, quantity: 1 }] },
    answer: {
      result: 'ok',
      data: {
        lines: [
          {
            service_id: 2,
            is_wash: true,
            radius_id: null,
            profile_id: null,
            name: 'Мойка кузова',
            quantity: 1,
            price: 700,
            sum_before_discount: 700,
            sum: 490,
          },
        ],
        total_sum: 700,
        discount: 30,
        discount_sum: 210,
        parking_sum: 0,
        sum_final: 490,
      },
    },
  },
  'order/set-worker': {
    body: { order_id: 1042, order_item_id: 3120, workers: [1, 4] },
    answer: { result: 'ok', ...notice('workers_assigned') },
  },
  'order/set-workers': {
    body: {
      order_id: 1042,
      assignments: [
        { order_item_id: 3120, workers: [1] },
        { order_item_id: 3121, workers: [1, 4] },
      ],
    },
    answer: { result: 'ok', ...notice('workers_assigned') },
  },
  'order/cancel-item': { body: { order_item_id: 3121, canceled: true }, answer: ok },
  'order/mark-item': { body: { order_item_id: 3120, done: true }, answer: ok },
  'order/started': { body: { order_id: 1042 }, answer: { result: 'ok', ...notice('order_started') } },
  'order/complete': { body: { order_id: 1042 }, answer: { result: 'ok', ...notice('order_done') } },
  'order/cancel': { body: { order_id: 1045 }, answer: { result: 'ok', ...notice('order_canceled') } },
  'order/keys-taken': {
    body: { order_id: 1042 },
    answer: { result: 'ok', data: { keys: 'Ключи в ячейке 4' }, ...notice('keys_in_cell', { cell: 4 }) },
  },
  'order/keys-left': {
    body: { order_id: 1042 },
    answer: { result: 'ok', data: { keys: 'Ключи у клиента' }, ...notice('keys_with_client') },
  },
  'order/update-phone': { body: { order_id: 1042, phone: '+7 916 123-45-67' }, answer: { result: 'ok', ...notice('phone_saved') } },
} satisfies Partial<CallExamples>;
