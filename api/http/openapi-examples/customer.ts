import { notice, type CallExamples } from './types';

const PAGE = {
  state: 'in_progress' as const,
  car: { brand: 'Kia', model: 'Rio', plate: 'А***ВС 77' },
  services: [
    { name: 'Мойка кузова', quantity: 1, parking: false, tire_size: null, state: 'in_work' as const, sum: 800 },
    { name: 'Чернение шин', quantity: 1, parking: false, tire_size: null, state: 'in_work' as const, sum: 200 },
  ],
  queue: { ahead: 0, ready_at: '2026-03-14T08:40:00.000Z' },
  money: { total: 1000, discount: 0, paid: 0, to_pay: 1000 },
  shop: { name: 'Автомойка «Чистый город»', address: 'Москва, ул. Полярная, 31', hours: 'ежедневно 8:00–22:00' },
  done_at: null,
  picked_up_at: null,
};

const TEXT = { kind: 'ready' as const, enabled: true, text: '{shop}: машина готова — можно забирать. Заказ №{order}, {plate}. {link}' };

/** The customer's page, its links and messages, the owner's texts. */
export const customerExamples = {
  'public/order/:token': { answer: { result: 'ok', data: PAGE } },
  'public/views': {
    body: { tokens: ['Xk3v9QwRt7LmN2pZa8bCdE4f', 'Qm2x8TzLp4VnB7cWs1dFgH5j'] },
    answer: {
      result: 'ok',
      data: { views: { Xk3v9QwRt7LmN2pZa8bCdE4f: PAGE, Qm2x8TzLp4VnB7cWs1dFgH5j: null }, orders: { Xk3v9QwRt7LmN2pZa8bCdE4f: 1042 } },
    },
  },
  'order/public-link': {
    body: { order_id: 1042 },
    answer: { result: 'ok', data: { public_url: 'https://wash.example.ru/o/Qm2x8TzLp4VnB7cWs1dFgH5j' }, ...notice('public_link_renewed') },
  },
  'order/message-retry': { body: { message_id: 77 }, answer: { result: 'ok', ...notice('message_queued') } },
  'owner/messages': {
    answer: {
      result: 'ok',
      data: {
        templates: [
          {
            ...TEXT,
            example:
              'Чистый город: машина готова — можно забирать. Заказ №1024, А123ВС77. https://wash.example.ru/o/Xk3v9QwRt7LmN2pZa8bCdE4f',
            is_custom: false,
          },
        ],
      },
    },
  },
  'owner/messages/save': { body: TEXT, answer: { result: 'ok', ...notice('message_template_saved') } },
  'owner/messages/preview': {
    body: TEXT,
    answer: {
      result: 'ok',
      data: {
        example: 'Чистый город: машина готова — можно забирать. Заказ №1024, А123ВС77. https://wash.example.ru/o/Xk3v9QwRt7LmN2pZa8bCdE4f',
        parts: 2,
      },
    },
  },
} satisfies Partial<CallExamples>;
