import { z } from 'zod';
import { STORAGE_LISTS, storageSetsQuerySchema } from '#contract/storage';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { constraintOf } from '~/utils/form-constraints.server';

const listQuery = z.enum(STORAGE_LISTS).catch('stored');

/**
 * «Хранение шин»: the search box's text and the list asked for (stored by cell, overdue, given
 * back) from the address, the sets the API finds, and the racks as they stand.
 */
export async function storageLoader(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 50);
  const list = listQuery.parse(url.searchParams.get('list') ?? undefined);
  const [sets, board] = await Promise.all([
    api.call('storage/sets', { query: { ...(q.trim() ? { q } : {}), list } }).then(dataOrThrow),
    api.call('storage/board').then(dataOrThrow),
  ]);
  return { q, list, sets, board, limits: constraintOf(storageSetsQuerySchema) };
}
