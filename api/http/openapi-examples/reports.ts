import { notice, type CallExamples } from './types';

const noNames = {
  item: {},
  service: {},
  worker: {},
  company: {},
  group: {},
  class: {},
  model: {},
  brand: {},
  client: {},
  radius: {},
  profile: {},
  account: {},
};

/** The owner's reports, the audit log and the business's details. */
export const reportExamples = {
  'report/period': {
    answer: {
      result: 'ok',
      data: {
        from: '2026-03-14',
        to: '2026-03-14',
        time_zone: 'Europe/Moscow',
        methods: [
          { method: 'cash', fuel_card_name: null, paid: 2340, payments: 3, refunded: 150, refunds: 1, net: 2190 },
          { method: 'card', fuel_card_name: null, paid: 4100, payments: 2, refunded: 0, refunds: 0, net: 4100 },
        ],
        contract: { orders: 1, sum: 1600 },
        received: { count: 6, sum: 8040 },
        revenue: 7890,
        refunds: { count: 1, sum: 150 },
        by_day: [{ date: '2026-03-14', net: 7890, orders: 7 }],
        by_hour: [{ hour: 10, orders: 3, net: 3380 }],
        services: [{ kind: 'wash', name: 'Мойка кузова', quantity: 4, sum: 2660 }],
        kinds: [{ kind: 'wash', lines: 9, sum: 8400 }],
        lines_total: 8400,
        discounts: [{ source: 'first', reason: null, orders: 2, sum: 510 }],
        parking: { orders: 0, sum: 0 },
        orders_done: 6,
        average_check: 1315,
        canceled: 1,
        shifts: [
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
  },
  'report/earnings': {
    answer: {
      result: 'ok',
      data: {
        from: '2026-03-01',
        to: '2026-03-14',
        workers: [
          { worker_id: 1, name: 'Алексей К.', kind: 'wash', commission_percent: 30, lines: 48, value: 38250, commission: 11475 },
          { worker_id: 9, name: 'Виктор Л.', kind: 'tire', commission_percent: 35, lines: 22, value: 15400, commission: 5390 },
        ],
        total_value: 53650,
        total_commission: 16865,
      },
    },
  },
  'report/earnings/lines': {
    answer: {
      result: 'ok',
      data: {
        worker_id: 1,
        name: 'Алексей К.',
        truncated: false,
        lines: [
          {
            order_id: 1042,
            done_at: '2026-03-14T07:41:03.000Z',
            plate_number: 'А123ВС777',
            service: 'Мойка кузова',
            quantity: 1,
            sum: 490,
            workers: 2,
            share_weight: 1,
            line_weight: 2,
            commission_percent: 30,
            share: 245,
          },
        ],
      },
    },
  },
  'owner/audit': {
    answer: {
      result: 'ok',
      data: {
        entries: [
          {
            id: 15,
            at: '2026-03-14T07:45:30.000Z',
            user: { id: 2, login: 'marina', name: 'Марина Соколова' },
            kind: 'money',
            action: 'payment.recorded',
            entity: 'order',
            entity_id: 1042,
            before: null,
            after: { sum: 500, method: 'cash', payment_id: 877, fuel_card_name: null },
          },
        ],
        page: 1,
        pages: 1,
        total: 1,
        more: false,
        users: [{ id: 2, login: 'marina', name: 'Марина Соколова' }],
        names: noNames,
      },
    },
  },
  'business/profile': {
    answer: {
      result: 'ok',
      data: {
        profile: {
          name: 'ООО «Чистый город»',
          address: 'Москва, ул. Полярная, 31',
          phone: '+74951234567',
          inn: '7728145639',
          hours: 'ежедневно 8:00–22:00',
        },
        can_edit: true,
      },
    },
  },
  'business/profile/save': {
    body: {
      name: 'ООО «Чистый город»',
      address: 'Москва, ул. Полярная, 31',
      phone: '+7 (495) 123-45-67',
      inn: '7728145639',
      hours: 'ежедневно 8:00–22:00',
    },
    answer: { result: 'ok', ...notice('business_saved') },
  },
  'owner/backups': {
    answer: {
      result: 'ok',
      data: {
        enabled: true,
        warning: null,
        last_verified: '2026-03-14T00:30:02.000Z',
        database: 'pglite',
        dir: '/var/lib/washdesk/backups',
        copy_dir: '/mnt/usb/washdesk',
        daily_at: '03:30',
        time_zone: 'Europe/Moscow',
        running: false,
        last_attempt: {
          at: '2026-03-14T00:30:00.000Z',
          ok: true,
          file: 'washdesk-20260314T003002Z-app0.1.0-0031_backup_ready.pgdata.tar.gz',
          failure: null,
          error: null,
          warning: null,
          warnings: [],
        },
        last_copied_at: '2026-03-14T00:30:09.000Z',
        backups: [
          {
            file: 'washdesk-20260314T003002Z-app0.1.0-0031_backup_ready.pgdata.tar.gz',
            taken_at: '2026-03-14T00:30:02.000Z',
            reason: 'scheduled',
            bytes: 7340032,
            app_version: '0.1.0',
            schema_version: '0031_backup_ready',
            verified_at: '2026-03-14T00:30:08.000Z',
            verified_ms: 5400,
            copied_at: '2026-03-14T00:30:09.000Z',
          },
        ],
      },
    },
  },
  'owner/backups/warning': {
    answer: { result: 'ok', data: { warning: 'backup_missing', last_verified: '2026-03-12T00:30:02.000Z' } },
  },
  'owner/backups/take': {
    answer: { result: 'ok', ...notice('backup_started') },
  },
  'owner/export': {
    answer: {
      result: 'ok',
      data: { url: '/api/v1/export/file/eyJmIjoiZXhwb3J0In0.c2lnbmF0dXJl', expires_at: '2026-03-14T09:05:00.000Z' },
    },
  },
  'owner/backups/download': {
    body: { file: 'washdesk-20260314T003002Z-app0.1.0-0031_backup_ready.pgdata.tar.gz' },
    answer: {
      result: 'ok',
      data: { url: '/api/v1/backups/file/eyJmIjoid2FzaGRlc2stMjAyNjAzMTQifQ.c2lnbmF0dXJl', expires_at: '2026-03-14T09:05:00.000Z' },
    },
  },
} satisfies Partial<CallExamples>;
