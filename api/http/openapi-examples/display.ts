import type { CallExamples } from './types';

/** The wall display's queue: a car waiting, one in work, one ready (the ready one is the order of ORDER). */
export const displayExamples = {
  'display/queue': {
    answer: {
      result: 'ok',
      data: {
        waiting: [
          {
            id: 1045,
            seq: 5301,
            plate_number: 'К456МР199',
            model_text: 'Toyota Camry',
            since: '2026-03-14T07:52:00.000Z',
            ready_at: '2026-03-14T08:40:00.000Z',
            ahead: 0,
          },
        ],
        in_progress: [
          {
            id: 1043,
            seq: 5304,
            plate_number: 'О777ОО777',
            model_text: 'Lada Vesta',
            since: '2026-03-14T07:30:18.000Z',
            ready_at: '2026-03-14T08:05:00.000Z',
            ahead: 0,
          },
        ],
        done: [
          {
            id: 1042,
            seq: 5310,
            plate_number: 'А123ВС777',
            model_text: 'Kia Rio',
            since: '2026-03-14T07:41:03.000Z',
            ready_at: null,
            ahead: null,
          },
        ],
      },
    },
  },
} satisfies Partial<CallExamples>;
