import { notice, type CallExamples } from './types';

const CLASSES = [
  { id: 1, name: 'Легковой (малый и средний)', code: 'car' },
  { id: 2, name: 'Бизнес / кроссовер', code: 'business_crossover' },
];

/** A tyre service's prices are by size (`owner/tire-prices`), none by class. */
const BY_SIZE: Record<string, number> = {};

/** The owner's price list, staff, groups, companies, rules, catalogue and accounts. */
export const ownerExamples = {
  'owner/prices': {
    answer: {
      result: 'ok',
      data: {
        classes: CLASSES,
        services: [
          { id: 2, kind: 'wash', name: 'Мойка кузова', is_active: true, sort: 1, prices: { 1: 700, 2: 800, 3: 900, 4: 1200 } },
          { id: 30, kind: 'tire', name: 'Комплексный шиномонтаж (колесо)', is_active: true, sort: 3, prices: BY_SIZE },
        ],
      },
    },
  },
  'owner/service': {
    body: {
      id: 2,
      kind: 'wash',
      name: 'Мойка кузова',
      is_active: true,
      sort: 1,
      prices: [
        { class_id: 1, price: 750 },
        { class_id: 2, price: 850 },
      ],
      reprice_open: false,
    },
    answer: { result: 'ok', data: { id: 2, repriced_orders: 0 }, ...notice('service_saved', { name: 'Мойка кузова' }) },
  },
  'owner/tire-prices': {
    answer: {
      result: 'ok',
      data: {
        service: { id: 30, name: 'Комплексный шиномонтаж (колесо)' },
        radii: [{ id: 3, name: 'R15' }],
        profiles: [
          { id: 1, name: 'Стандартный', code: 'standard' },
          { id: 2, name: 'Низкий профиль', code: 'low_profile' },
        ],
        cells: [
          { radius_id: 3, profile_id: 1, price: 700 },
          { radius_id: 3, profile_id: 2, price: 840 },
        ],
      },
    },
  },
  'owner/tire-prices/save': {
    body: { service_id: 30, cells: [{ radius_id: 3, profile_id: 1, price: 750 }], reprice_open: true },
    answer: { result: 'ok', data: { repriced_orders: 2 }, ...notice('prices_saved_repriced', { n: 2 }) },
  },
  'owner/vehicle-class': {
    body: { id: 2, name: 'Бизнес / кроссовер' },
    answer: { result: 'ok', ...notice('class_saved', { name: 'Бизнес / кроссовер' }) },
  },
  'owner/workers': {
    answer: {
      result: 'ok',
      data: [
        {
          id: 1,
          name: 'Алексей К.',
          kind: 'wash',
          color_back: '#F9E1D7',
          color_font: '#682B12',
          is_active: true,
          commission_percent: 30,
          share_weight: 1,
        },
      ],
    },
  },
  'owner/worker': {
    body: { name: 'Тимур Ш.', kind: 'tire', color_back: '#D7E4F9', is_active: true, commission_percent: 35, share_weight: 2 },
    answer: { result: 'ok', data: { id: 14 }, ...notice('saved') },
  },
  'owner/discount-groups': {
    answer: { result: 'ok', data: [{ id: 2, name: 'ЖК «Зиларт»', percent: 10, is_active: true, cars: 37 }] },
  },
  'owner/discount-group': {
    body: { name: 'ЖК «Символ»', percent: 10, is_active: true },
    answer: { result: 'ok', data: { id: 7 }, ...notice('saved') },
  },
  'owner/companies': {
    answer: {
      result: 'ok',
      data: [
        {
          id: 1,
          name: 'ООО «Таксопарк Северный»',
          contract_text: 'Договор № 14/2026 от 12.01.2026: оплата по счёту раз в месяц',
          pays_by_contract: true,
          clients: [{ id: 402, phone: '+79035550112', name: 'Ахмед Алиев' }],
        },
      ],
    },
  },
  'owner/company': {
    body: {
      name: 'ООО «Фургон-Логистик»',
      contract_text: 'Договор № 31/2026 от 03.03.2026: оплата по счёту раз в месяц',
      pays_by_contract: true,
    },
    answer: { result: 'ok', data: { id: 2 }, ...notice('saved') },
  },
  'owner/company/client': {
    body: { company_id: 1, phone: '+7 903 555-01-12', attach: true },
    answer: { result: 'ok', ...notice('saved') },
  },
  'owner/rules': {
    answer: {
      result: 'ok',
      data: {
        loyalty: [
          { orders: 3, percent: 5 },
          { orders: 5, percent: 10 },
        ],
        first_order_percent: 30,
      },
    },
  },
  'owner/rules/save': {
    body: {
      loyalty: [
        { orders: 3, percent: 5 },
        { orders: 10, percent: 15 },
      ],
      first_order_percent: 20,
    },
    answer: { result: 'ok', ...notice('saved') },
  },
  'owner/models': {
    answer: {
      result: 'ok',
      data: {
        brands: [{ id: 44, name: 'Kia', name_ru: 'Киа' }],
        classes: CLASSES,
        models: [{ id: 285, name: 'Rio', name_ru: 'Рио', class_id: 1 }],
      },
    },
  },
  'owner/model': {
    body: { brand_id: 44, name: 'Sportage', name_ru: 'Спортейдж', class_id: 2 },
    answer: { result: 'ok', data: { id: 512 }, ...notice('saved') },
  },
  'owner/accounts': {
    answer: {
      result: 'ok',
      data: [
        {
          id: 2,
          login: 'marina',
          name: 'Марина Соколова',
          email: 'marina@example.ru',
          role: 'cashier',
          disabled: false,
          created_at: '2026-01-10T09:00:00.000Z',
          can_change_role: true,
          can_reset_password: true,
          can_disable: true,
          refusal: null,
        },
      ],
    },
  },
  'owner/account': {
    body: { login: 'igor', name: 'Игорь Смирнов', role: 'master' },
    answer: { result: 'ok', data: { id: 9, password: 'vX4-qe7T-Lm2s' }, ...notice('account_created', { login: 'igor' }) },
  },
  'owner/account/role': {
    body: { id: 9, role: 'cashier' },
    answer: { result: 'ok', ...notice('account_role_changed', { login: 'igor' }) },
  },
  'owner/account/reset-password': {
    body: { id: 9 },
    answer: { result: 'ok', data: { password: 'Pq8-wn3R-Zt5k' }, ...notice('account_password_reset', { login: 'igor' }) },
  },
  'owner/account/disable': {
    body: { id: 9, disabled: true },
    answer: { result: 'ok', ...notice('account_disabled', { login: 'igor' }) },
  },
} satisfies Partial<CallExamples>;
