import { notice, type CallExamples } from './types';

const VISIT = {
  order_id: 1042,
  at: '2026-11-20T09:14:00.000Z',
  plate_number: 'А123ВС77',
  services: ['Мойка кузова', 'Чернение резины'],
  sum: 1150,
  job_status: 'done' as const,
  pay_status: 3 as const,
  methods: ['card' as const],
  by_contract: false,
  workers: ['Иванов'],
};

const CAR = {
  id: 88,
  plate_number: 'А123ВС77',
  brand_name: 'Toyota',
  model_name: 'Camry',
  class_id: 1,
  class_name: 'Легковой (малый и средний)',
  class_code: 'car',
  discount_group: null,
  last_tire_size: { radius: 'R17', profile: 'Стандартный', profile_code: 'standard' },
};

const PERSON = { client_id: 311, name: 'Пётр', phone: '+79161234567' };

/** Clients and cars: search, the cards, editing, merging, erasing, the owner's view. */
export const clientExamples = {
  'client/search': {
    answer: {
      result: 'ok',
      data: {
        clients: [
          {
            id: 311,
            phone: '+79161234567',
            name: 'Пётр',
            cars: [{ id: 88, plate_number: 'А123ВС77' }],
            visits: 14,
            last_visit: '2026-11-20T09:14:00.000Z',
          },
        ],
        page: 1,
        has_more: false,
      },
    },
  },
  'client/:id': {
    answer: {
      result: 'ok',
      data: {
        id: 311,
        phone: '+79161234567',
        other_phones: ['+79031112233'],
        name: 'Пётр',
        created_at: '2025-03-02T10:00:00.000Z',
        forgotten_at: null,
        company: null,
        consent: { given: true, at: '2026-05-14T08:30:00.000Z', by: 'Анна (кассир)' },
        order_messages: true,
        cars: [CAR],
        money: {
          spent: 18400,
          average_check: 1314.29,
          paid_visits: 14,
          visits: 14,
          first_visit: '2025-03-02T10:00:00.000Z',
          last_visit: '2026-11-20T09:14:00.000Z',
        },
        loyalty: { percent: 5, month_orders: 4, next: { orders: 5, percent: 10, left: 1, progress: 80 } },
        notes: [{ id: 7, text: 'Царапина на заднем бампере была до мойки', author: 'Мастер Олег', at: '2026-11-20T09:15:00.000Z' }],
        visits: { items: [VISIT], page: 1, pages: 1, total: 14 },
      },
    },
  },
  'client/update': {
    body: { client_id: 311, note: 'Царапина на заднем бампере была до мойки' },
    answer: { result: 'ok', ...notice('client_note_added') },
  },
  'client/merge': { body: { client_id: 311, merge_id: 540 }, answer: { result: 'ok', ...notice('clients_merged', { id: 311 }) } },
  'client/forget': { body: { client_id: 540 }, answer: { result: 'ok', ...notice('client_forgotten') } },
  'car/:id': {
    answer: {
      result: 'ok',
      data: {
        ...CAR,
        client_id: 311,
        clients: [{ ...PERSON, forgotten: false, first: '2025-03-02T10:00:00.000Z', last: '2026-11-20T09:14:00.000Z', orders: 14 }],
        orders: { items: [VISIT], page: 1, pages: 1, total: 14 },
      },
    },
  },
  'owner/clients': {
    answer: {
      result: 'ok',
      data: {
        time_zone: 'Europe/Moscow',
        months: [{ month: '2026-11', new: 41, returning: 187 }],
        came_back: { days: 60, first_timers: 520, returned: 203, percent: 39 },
        top: [{ ...PERSON, spent: 18400, paid_orders: 14 }],
        lapsed: {
          days: 90,
          total: 312,
          with_consent: 140,
          items: [{ ...PERSON, last_visit: '2026-08-01T09:00:00.000Z', visits: 3, spent: 4200, marketing_consent: true }],
        },
      },
    },
  },
  'owner/clients/lapsed': {
    answer: {
      result: 'ok',
      data: { days: 90, items: [{ ...PERSON, last_visit: '2026-08-01T09:00:00.000Z', visits: 3, spent: 4200, marketing_consent: true }] },
    },
  },
} satisfies Partial<CallExamples>;
