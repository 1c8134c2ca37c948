import { notice, type CallExamples } from './types';

const SHOP = { name: 'Шиномонтаж «Колесо»', address: 'Москва, ул. Полярная, 31', hours: 'ежедневно 9:00–21:00' };
const SLOTS = {
  minutes: 60,
  time_zone: 'Europe/Moscow',
  days: [
    { date: '2026-11-30', open: true, starts: ['2026-11-30T11:30:00.000Z', '2026-11-30T12:00:00.000Z'] },
    { date: '2026-12-06', open: false, starts: [] },
  ],
};
const PAGE = {
  state: 'booked' as const,
  kind: 'tire' as const,
  starts_at: '2026-12-01T11:00:00.000Z',
  ends_at: '2026-12-01T12:00:00.000Z',
  services: ['Сезонная замена шин'],
  car: { plate: 'А***ВС 77', class_name: 'Легковой (малый и средний)', class_code: 'car' },
  change_until: '2026-12-01T09:00:00.000Z',
  cancel_hours: 2,
  time_zone: 'Europe/Moscow',
  shop: SHOP,
};
const TOKEN = 'Xk3v9QwRt7LmN2pZa8bCdE4f';
const LINK = { booking_id: 311, token: TOKEN, url: `https://wash.example.ru/b/${TOKEN}` };
const BOOKING = {
  id: 311,
  bay_id: 2,
  kind: 'tire' as const,
  status: 'booked' as const,
  source: 'online' as const,
  starts_at: '2026-12-01T11:00:00.000Z',
  ends_at: '2026-12-01T12:00:00.000Z',
  plate_number: 'А123ВС77',
  class_id: 1,
  class_name: 'Легковой (малый и средний)',
  class_code: 'car',
  client_id: 58,
  client_name: 'Анна',
  phone: '+79161234567',
  services: [{ id: 12, name: 'Сезонная замена шин' }],
  order_id: null,
  public_url: `https://wash.example.ru/b/${TOKEN}`,
};
const BAYS = [
  { id: 1, name: 'Мойка 1', kind: 'wash' as const, is_active: true },
  { id: 2, name: 'Шиномонтаж', kind: 'tire' as const, is_active: true },
];
const STARTS = '2026-12-01T14:00:00+03:00';
const HOURS = Array.from({ length: 7 }, (_, i) => (i === 6 ? null : { open: 540, close: 1260 }));

/** Booking: the public pages, the desk's day by bay, the owner's bays, hours and durations, the report. */
export const bookingExamples = {
  'public/booking/options': {
    answer: {
      result: 'ok',
      data: {
        kinds: ['tire', 'wash'],
        services: [
          { id: 12, kind: 'tire', name: 'Сезонная замена шин' },
          { id: 1, kind: 'wash', name: 'Мойка кузова' },
        ],
        classes: [{ id: 1, code: 'car', name: 'Легковой (малый и средний)' }],
        shop: SHOP,
        time_zone: 'Europe/Moscow',
        horizon_days: 14,
        cancel_hours: 2,
      },
    },
  },
  'public/booking/class': { answer: { result: 'ok', data: { class_id: 1 } } },
  'public/booking/slots': { answer: { result: 'ok', data: SLOTS } },
  'public/booking/start': {
    body: {
      kind: 'tire',
      service_ids: [12],
      class_id: 1,
      plate_number: 'А123ВС77',
      name: 'Анна',
      phone: '+7 916 123-45-67',
      starts_at: STARTS,
      language: 'ru',
    },
    answer: {
      result: 'ok',
      data: {
        request_id: 'Qm2x8TzLp4VnB7cWs1dFgH5j',
        phone_masked: '+7 916 ***-**-67',
        expires_at: '2026-11-30T07:10:00.000Z',
        code_length: 4,
      },
    },
  },
  'public/booking/confirm': {
    body: { request_id: 'Qm2x8TzLp4VnB7cWs1dFgH5j', code: '4821' },
    answer: { result: 'ok', data: { token: TOKEN, url: LINK.url } },
  },
  'public/b/:token': { answer: { result: 'ok', data: PAGE } },
  'public/b/:token/slots': { answer: { result: 'ok', data: SLOTS } },
  'public/b/:token/move': {
    body: { starts_at: STARTS },
    answer: { result: 'ok', data: { ...PAGE, starts_at: '2026-12-01T11:00:00.000Z' } },
  },
  'public/b/:token/cancel': { answer: { result: 'ok', data: { ...PAGE, state: 'canceled', change_until: null } } },
  'bookings/day': {
    answer: {
      result: 'ok',
      data: {
        date: '2026-12-01',
        time_zone: 'Europe/Moscow',
        hours: { open: '2026-12-01T06:00:00.000Z', close: '2026-12-01T18:00:00.000Z' },
        bays: BAYS,
        bookings: [BOOKING],
      },
    },
  },
  'bookings/today': {
    answer: {
      result: 'ok',
      data: [{ id: 311, starts_at: '2026-12-01T11:30:00.000Z', kind: 'tire', plate: 'А123ВС77', plate_masked: 'А***ВС 77' }],
    },
  },
  'bookings/slots': { answer: { result: 'ok', data: SLOTS } },
  'bookings/create': {
    body: {
      kind: 'tire',
      service_ids: [12],
      class_id: 1,
      plate_number: 'А123ВС77',
      phone: '+7 916 123-45-67',
      name: 'Анна',
      starts_at: STARTS,
    },
    answer: { result: 'ok', data: LINK, ...notice('booking_created') },
  },
  'bookings/move': { body: { booking_id: 311, starts_at: STARTS }, answer: { result: 'ok', ...notice('booking_moved') } },
  'bookings/cancel': { body: { booking_id: 311 }, answer: { result: 'ok', ...notice('booking_canceled') } },
  'bookings/car': { body: { booking_id: 311, plate_number: 'А123ВС77' }, answer: { result: 'ok', ...notice('booking_car_changed') } },
  'bookings/arrive': { body: { booking_id: 311, order_id: 1024 }, answer: { result: 'ok', ...notice('booking_arrived') } },
  'booking/:id': { answer: { result: 'ok', data: BOOKING } },
  'owner/booking-rules': {
    answer: {
      result: 'ok',
      data: { hours: HOURS, horizon_days: 14, cancel_hours: 2, days_off: ['2027-01-01'], bays: BAYS, time_zone: 'Europe/Moscow' },
    },
  },
  'owner/booking-rules/save': {
    body: { hours: HOURS, horizon_days: 14, cancel_hours: 2 },
    answer: { result: 'ok', ...notice('booking_rules_saved') },
  },
  'owner/bay': { body: { name: 'Шиномонтаж 2', kind: 'tire' }, answer: { result: 'ok', ...notice('bay_saved') } },
  'owner/day-off': { body: { day: '2027-01-01', off: true }, answer: { result: 'ok', ...notice('day_off_saved') } },
  'owner/durations': {
    answer: {
      result: 'ok',
      data: {
        class_id: 1,
        services: [
          { id: 12, kind: 'tire', name: 'Сезонная замена шин', minutes: 55, from: 'history' },
          { id: 1, kind: 'wash', name: 'Мойка кузова', minutes: 20, from: 'default' },
        ],
      },
    },
  },
  'owner/duration': { body: { service_id: 12, class_id: 1, minutes: 60 }, answer: { result: 'ok', ...notice('duration_saved') } },
  'report/bookings': {
    answer: {
      result: 'ok',
      data: { days: [{ date: '2026-12-01', online: 7, staff: 3, arrived: 8, no_show: 1, canceled: 1, booked_percent: 41.7 }] },
    },
  },
} satisfies Partial<CallExamples>;
