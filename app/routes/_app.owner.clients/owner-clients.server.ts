import { z } from 'zod';
import { lapsedDays, ownerClientsQuerySchema } from '#contract/owner-clients';
import { constraintOf } from '~/utils/form-constraints.server';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { ownerApi } from '~/components/owner/owner-api.server';

/** The number of days from the address, as the contract reads it; anything it refuses is the default. */
export function lapsedDaysOf(url: URL): number {
  const parsed = ownerClientsQuerySchema.safeParse({ lapsed_days: url.searchParams.get('lapsed_days') ?? undefined });
  return parsed.success ? parsed.data.lapsed_days : ownerClientsQuerySchema.parse({}).lapsed_days;
}

export async function ownerClientsLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const days = lapsedDaysOf(new URL(args.request.url));
  return {
    report: dataOrThrow(await api.call('owner/clients', { query: { lapsed_days: days } })),
    // The field's least and most are the contract's.
    limits: constraintOf(z.object({ lapsed_days: lapsedDays })),
  };
}
