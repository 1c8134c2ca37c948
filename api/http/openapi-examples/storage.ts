import { notice, type CallExamples } from './types';

const SET = {
  id: 1042,
  number: '1042',
  cell: 'A-3-2',
  client_id: 58,
  client_name: 'Анна Петрова',
  phone: '+79161234567',
  plate_number: 'А123ВС77',
  count: 4,
  size: '205/55 R16',
  brand: 'Nokian',
  model: 'Hakkapeliitta 10',
  season: 'winter' as const,
  with_rims: true,
  stored_at: '2026-04-02T09:15:00.000Z',
  term_until: '2026-10-02',
  given_at: null,
  overdue: false,
  take_order_id: 5120,
};
const TAKE_BODY = {
  order_id: 5120,
  term_until: '2027-05-27',
  set: {
    count: 4,
    brand: 'Nokian',
    model: 'Hakkapeliitta 10',
    width: 205,
    height: 55,
    radius_id: 4,
    profile_id: 1,
    season: 'winter' as const,
    with_rims: true,
  },
};

/** Seasonal tyre storage: the racks, a set in, found, out; the owner's settings and cells; the report. */
export const storageExamples = {
  'storage/board': {
    answer: {
      result: 'ok',
      data: {
        cells: 40,
        free: 39,
        stored: 1,
        overdue: 0,
        racks: [
          {
            rack: 'A',
            in_use: 40,
            stored: 1,
            cells: [
              { id: 1, name: 'A-1-1', shelf: 1, place: 1, is_active: true, set: null },
              {
                id: 12,
                name: 'A-3-2',
                shelf: 3,
                place: 2,
                is_active: true,
                set: { id: 1042, number: '1042', plate_number: 'А123ВС77', overdue: false },
              },
            ],
          },
        ],
      },
    },
  },
  'storage/options': {
    answer: {
      result: 'ok',
      data: {
        suggested_cell: { id: 1, name: 'A-1-1' },
        free_cells: [
          { id: 1, name: 'A-1-1' },
          { id: 2, name: 'A-1-2' },
        ],
        default_term: '2027-05-27',
        today: '2026-11-27',
        priced: true,
      },
    },
  },
  'storage/sets': { answer: { result: 'ok', data: { sets: [SET], more: false } } },
  'storage/set/:id': {
    answer: {
      result: 'ok',
      data: {
        ...SET,
        car_id: 310,
        radius: 'R16',
        profile_id: 1,
        width: 205,
        height: 55,
        tread: [7.5, 7.5, 7, 7],
        notes: 'Царапина на одном диске',
        give_order_id: null,
        overdue_months: 0,
        overdue_now: 0,
        overdue_now_sum: 0,
        history: [{ kind: 'in', at: '2026-04-02T09:15:00.000Z', cell: 'A-3-2', order_id: 5120, by: 'Мастер' }],
        shop: { name: 'Шиномонтаж «Колесо»', address: 'Москва, ул. Полярная, 31', phone: '+74951234567' },
      },
    },
  },
  'storage/take': {
    body: TAKE_BODY,
    answer: {
      result: 'ok',
      data: { set_id: 1042, number: '1042', cell: 'A-3-2', order_id: 5120 },
      ...notice('storage_set_taken', { number: '1042', cell: 'A-3-2' }),
    },
  },
  'storage/give': {
    body: { set_id: 1042, order_id: 6231 },
    answer: {
      result: 'ok',
      data: { overdue_months: 1, order_id: 6231, overdue_sum: 900 },
      ...notice('storage_set_given_overdue', { number: '1042', n: '1' }),
    },
  },
  'storage/move': {
    body: { set_id: 1042, cell_id: 14 },
    answer: { result: 'ok', ...notice('storage_set_moved', { number: '1042', cell: 'A-3-4' }) },
  },
  'owner/storage': {
    answer: {
      result: 'ok',
      data: {
        season_service_id: 12,
        overdue_service_id: 13,
        season_months: 6,
        reminder_dates: ['04-01', '10-01'],
        reminders_on: true,
        services: [
          { id: 12, name: 'Хранение шин (сезон, комплект)' },
          { id: 13, name: 'Хранение шин, месяц сверх срока' },
        ],
        racks: [{ rack: 'A', shelves: 4, places: 10, cells: 40, stored: 1 }],
      },
    },
  },
  'owner/storage/save': {
    body: { season_service_id: 12, overdue_service_id: 13, season_months: 6, reminder_dates: ['04-01', '10-01'], reminders_on: true },
    answer: { result: 'ok', ...notice('storage_settings_saved') },
  },
  'owner/storage/rack': {
    body: { rack: 'B', shelves: 4, places: 10 },
    answer: { result: 'ok', ...notice('storage_rack_saved', { rack: 'B', n: '40' }) },
  },
  'owner/storage/cell': { body: { cell_id: 12, is_active: false }, answer: { result: 'ok', ...notice('storage_cell_saved') } },
  'report/storage': {
    answer: { result: 'ok', data: { cells: 80, free: 31, stored: 49, overdue: 3, taken_in: 12, given_back: 4, revenue: 52000 } },
  },
} satisfies Partial<CallExamples>;
