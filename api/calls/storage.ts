import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { notice } from '../contract/notices';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { businessDate } from '../domain/business-time';
import { addMonths } from '../domain/storage-term';
import { toRoubles } from '../domain/money';
import { orderContext } from '../orders/order-change';
import { setCard } from '../storage/card';
import { freeCells, storageBoard } from '../storage/cells';
import { giveSet, moveSet } from '../storage/give';
import { storageReport } from '../storage/report';
import { searchSets } from '../storage/sets';
import { saveRack, saveStorageSettings, setCellActive, storageSettingsOf, storageSettingsView } from '../storage/settings';
import { takeSet } from '../storage/take';
import { keyOf } from '../payments/idempotency';

/** Seasonal tyre storage (docs/decisions/041-seasonal-tyre-storage.md): the racks, in, found, out; the owner's side; the report. */
export function storageCalls(api: ApiContext): AnyCallSpec[] {
  const { db, settings } = api;
  const now = () => api.clock?.() ?? new Date();
  const today = () => businessDate(now(), settings.TZ_BUSINESS);
  return [
    defineCall(CALLS['storage/board'], {
      summary: 'The racks: every cell with the set in it, and how many cells are in use, free, holding a set, holding an overdue one',
      roles: CALLERS.staff,
      handler: async () => ({ data: await storageBoard(db, today()) }),
    }),
    defineCall(CALLS['storage/options'], {
      summary: 'What taking a set in needs: the nearest free cell, the free cells, the usual term, whether the season has a price',
      roles: CALLERS.staff,
      handler: async () => {
        const [cells, rules] = await Promise.all([freeCells(db), storageSettingsOf(db)]);
        return {
          data: {
            suggested_cell: cells[0] ?? null,
            free_cells: cells,
            default_term: addMonths(today(), rules.seasonMonths),
            today: today(),
            priced: rules.seasonServiceId !== null,
          },
        };
      },
    }),
    defineCall(CALLS['storage/sets'], {
      summary:
        'Sets stored (by cell), overdue, or given back (newest first), found by phone (whole or part), plate, name, ' +
        'set number or cell; 100 at most',
      roles: CALLERS.staff,
      handler: async ({ query }) => ({ data: await searchSets(db, query, today()) }),
    }),
    defineCall(CALLS['storage/set/:id'], {
      summary:
        "One set: what it is, where, its term, its history, what its overdue months would cost today, the shop's details for the receipt",
      roles: CALLERS.staff,
      handler: async ({ params }) => ({ data: await setCard(db, params.id, today()) }),
    }),
    defineCall(CALLS['storage/take'], {
      summary:
        'Take a set in: into the cell named or the nearest free one, until the term; its season charged on the open order named, ' +
        'or on an order of its own for a known car (done at once, for the desk); once per Idempotency-Key; audited',
      roles: CALLERS.staff,
      handler: async ({ body, auth, meta }) => {
        const taken = await takeSet(orderContext(api, auth!.user.id), body, keyOf(meta.idempotencyKey, body.idempotency_key));
        return {
          data: { set_id: taken.set_id, number: String(taken.set_id), cell: taken.cell, order_id: taken.order_id },
          notice: notice('storage_set_taken', { number: String(taken.set_id), cell: taken.cell }),
        };
      },
    }),
    defineCall(CALLS['storage/give'], {
      summary:
        'Give a set back: its cell is freed; each month begun past its term is charged at its size, on the open order named ' +
        'or on an order of its own (done at once, for the desk); a set given back twice is refused; once per Idempotency-Key; audited',
      roles: CALLERS.staff,
      handler: async ({ body, auth, meta }) => {
        const given = await giveSet(orderContext(api, auth!.user.id), body, keyOf(meta.idempotencyKey, body.idempotency_key));
        return {
          data: { overdue_months: given.overdue_months, order_id: given.order_id, overdue_sum: toRoubles(given.overdue_kopecks) },
          notice:
            given.overdue_months > 0
              ? notice('storage_set_given_overdue', { number: String(body.set_id), n: String(given.overdue_months) })
              : notice('storage_set_given', { number: String(body.set_id) }),
        };
      },
    }),
    defineCall(CALLS['storage/move'], {
      summary: 'Move a stored set to another cell, in use and empty; the set keeps the move in its history; audited',
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        const cell = await moveSet(orderContext(api, auth!.user.id), body);
        return { notice: notice('storage_set_moved', { number: String(body.set_id), cell }) };
      },
    }),
    defineCall(CALLS['owner/storage'], {
      summary: "The owner's storage settings: the season's and the overdue month's services, the usual term, the reminder dates, the racks",
      roles: CALLERS.owner,
      handler: async () => ({ data: await storageSettingsView(db) }),
    }),
    defineCall(CALLS['owner/storage/save'], {
      summary:
        "Choose the price list's tyre services for a season and an overdue month, the usual term in months, " +
        'the reminder dates (MM-DD); audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await saveStorageSettings(db, auth!.user.id, body);
        return { notice: notice('storage_settings_saved') };
      },
    }),
    defineCall(CALLS['owner/storage/rack'], {
      summary: 'Add a rack of shelves × places, or make one bigger: the cells it lacks are added («A-3-2»); audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        const added = await saveRack(db, auth!.user.id, body);
        return { notice: notice('storage_rack_saved', { rack: body.rack, n: String(added) }) };
      },
    }),
    defineCall(CALLS['owner/storage/cell'], {
      summary: 'Take an empty cell out of use, or put one back; audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await setCellActive(db, auth!.user.id, body.cell_id, body.is_active);
        return { notice: notice('storage_cell_saved') };
      },
    }),
    defineCall(CALLS['report/storage'], {
      summary:
        'Storage: cells in use and free, sets stored and overdue now; sets taken in and given back in the period, and its storage revenue',
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await storageReport(db, query, settings.TZ_BUSINESS, today()) }),
    }),
  ];
}
