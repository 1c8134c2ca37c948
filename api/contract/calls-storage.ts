import { okOnlySchema } from './envelope';
import { get, post } from './call-shape';
import { periodQuerySchema } from './reports';
import {
  storageBoardAnswerSchema,
  storageCellBodySchema,
  storageGiveAnswerSchema,
  storageGiveBodySchema,
  storageMoveBodySchema,
  storageOptionsAnswerSchema,
  storageRackBodySchema,
  storageReportAnswerSchema,
  storageSetsAnswerSchema,
  storageSetsQuerySchema,
  storageSettingsAnswerSchema,
  storageSettingsBodySchema,
  storageTakeAnswerSchema,
  storageTakeBodySchema,
  tyreSetAnswerSchema,
  tyreSetParamsSchema,
} from './storage';

/**
 * The calls of seasonal tyre storage (docs/decisions/041-seasonal-tyre-storage.md): the racks,
 * taking a set in, finding it, giving it back; the owner's cells, prices and reminder dates; the
 * report. Part of the one table of calls (./calls.ts).
 */
export const STORAGE_CALLS = {
  'storage/board': get({ answer: storageBoardAnswerSchema }),
  'storage/options': get({ answer: storageOptionsAnswerSchema }),
  'storage/sets': get({ query: storageSetsQuerySchema, answer: storageSetsAnswerSchema }),
  'storage/set/:id': get({ path: '/storage/set/:id(\\d+)', params: tyreSetParamsSchema, answer: tyreSetAnswerSchema }),
  'storage/take': post({ body: storageTakeBodySchema, answer: storageTakeAnswerSchema }),
  'storage/give': post({ body: storageGiveBodySchema, answer: storageGiveAnswerSchema }),
  'storage/move': post({ body: storageMoveBodySchema, answer: okOnlySchema }),

  'owner/storage': get({ answer: storageSettingsAnswerSchema }),
  'owner/storage/save': post({ body: storageSettingsBodySchema, answer: okOnlySchema }),
  'owner/storage/rack': post({ body: storageRackBodySchema, answer: okOnlySchema }),
  'owner/storage/cell': post({ body: storageCellBodySchema, answer: okOnlySchema }),
  'report/storage': get({ query: periodQuerySchema, answer: storageReportAnswerSchema }),
};
