import { notice, type CallExamples } from './types';

const counts = (all: number, wash: number) => ({ all, wash, tire: all - wash });
const TOKEN = 'b1Xo0d8kq3rV7yTn2mWc5eLs9uAf4hJg6pRz1iKv';

/** Signing in and the session, the counters, and the catalogue the wizard reads. */
export const sessionExamples = {
  login: {
    body: { login: 'marina', password: 'Весенний-ветер-2026', remember: true },
    answer: { result: 'ok', data: { token: TOKEN, name: 'Марина Соколова', role: 'cashier' } },
  },
  register: {
    body: { name: 'Игорь Смирнов', email: 'igor@example.ru', password: 'Тихая-гавань-17', password_repeat: 'Тихая-гавань-17' },
    answer: { result: 'ok', data: { token: TOKEN, name: 'Игорь Смирнов', role: 'master' } },
  },
  user: {
    answer: {
      result: 'ok',
      data: {
        id: 2,
        login: 'marina',
        name: 'Марина Соколова',
        email: 'marina@example.ru',
        emailVerifiedAt: null,
        role: 'cashier',
        demo_password_logins: [],
      },
    },
  },
  session: {
    answer: {
      result: 'ok',
      data: { id: 2, name: 'Марина Соколова', email: 'marina@example.ru', role: 'cashier', expires_at: '2026-03-14T17:58:00.000Z' },
    },
  },
  logout: { answer: { result: 'ok' } },
  'user/password': {
    body: { current_password: 'Весенний-ветер-2026', password: 'Летний-дождь-2026', password_repeat: 'Летний-дождь-2026' },
    answer: { result: 'ok', ...notice('password_changed') },
  },
  'reset-password': {
    body: { email: 'marina@example.ru' },
    answer: { result: 'ok', ...notice('reset_requested', { minutes: 30, window: 15 }) },
  },
  'reset-password/confirm': {
    body: { token: 'Jx3kQ9vB1mN7tR5wY2pL8sD4fH6gA0cE9uZ1iO3qW7e', password: 'Летний-дождь-2026' },
    answer: { result: 'ok', ...notice('reset_done') },
  },
  'demo-accounts': { answer: { result: 'ok', data: { accounts: [{ login: 'cashier', password: 'cashier-demo', role: 'cashier' }] } } },

  'get-order-stats': {
    answer: {
      result: 'ok',
      data: { waiting: counts(3, 2), in_progress: counts(2, 2), done: counts(11, 8), waitingForPayment: counts(1, 1) },
    },
  },
  'get-order-stats-cashier': {
    answer: {
      result: 'ok',
      data: { waiting_for_payment: counts(1, 1), waiting: counts(3, 2), in_progress: counts(2, 2), done: counts(11, 8) },
    },
  },
  'get-cars-info': {
    answer: {
      result: 'ok',
      data: {
        classes: [{ id: 1, name: 'Легковой (малый и средний)', code: 'car' }],
        brands: [{ id: 44, name: 'Kia', name_ru: 'Киа' }],
        models: { 44: [{ id: 285, name: 'Rio', name_ru: 'Рио', class_id: 1 }] },
      },
    },
  },
  'info/translit-brands': { answer: { result: 'ok', data: { brands: [{ id: 44, brand_id: 44, title: 'Kia', title_ru: 'Киа' }] } } },
  'info/translit-models': {
    answer: { result: 'ok', data: { models: [{ id: 285, model_id: 285, brand_id: 44, name: 'Rio', name_ru: 'Рио', class_id: 1 }] } },
  },
  'info/names': { answer: { result: 'ok', data: { names: ['Иван Петров', 'Иван Сергеевич'] } } },
  'info/plates': { answer: { result: 'ok', data: { plates: ['А123ВС777', 'Е123КХ199'] } } },
  'service-list/wash': {
    answer: {
      result: 'ok',
      data: [{ service_id: 2, name: 'Мойка кузова', price: 700, quantity: 1, color_back: '#D7E1F9', color_font: '#122D68' }],
    },
  },
  'service-tire/radius': {
    answer: {
      result: 'ok',
      data: [
        { radius_id: 3, name: 'R15' },
        { radius_id: 4, name: 'R16' },
      ],
    },
  },
  'service-tire/profile': {
    answer: {
      result: 'ok',
      data: [
        { profile_id: 1, name: 'Стандартный', code: 'standard' },
        { profile_id: 2, name: 'Низкий профиль', code: 'low_profile' },
      ],
    },
  },
  'service-list/tires': {
    answer: {
      result: 'ok',
      data: [
        { service_id: 30, name: 'Комплексный шиномонтаж (колесо)', price: 700, quantity: 0, color_back: '#E4F9D7', color_font: '#336812' },
      ],
    },
  },
  'workers-wash/get': {
    answer: {
      result: 'ok',
      data: [{ worker_id: 1, name: 'Алексей К.', color_back: '#F9E1D7', color_front: '#682B12', color_font: '#682B12' }],
    },
  },
  'workers-tire/get': {
    answer: {
      result: 'ok',
      data: [{ worker_id: 9, name: 'Виктор Л.', color_back: '#D7D8F9', color_front: '#121468', color_font: '#121468' }],
    },
  },
} satisfies Partial<CallExamples>;
