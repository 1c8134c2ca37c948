import { z } from 'zod';
import { lapsedDays, ownerClientsQuerySchema } from '#contract/owner-clients';
import { constraintOf } from '~/utils/form-constraints.server';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { encodeError } from '~/utils/form-errors';
import { parseIntentForm } from '~/utils/intent-form.server';
import { ownerApi } from '~/components/owner/owner-api.server';

/** The days the address asks for; a number the contract refuses is kept as typed, with why (an encoded form error). */
export interface LapsedDays {
  days: number;
  refused?: { typed: string; error: string };
}

/**
 * The number of days from the address, read as a form's whole number is (decision 065): «-5» is a
 * number below the least, not text. A number the contract refuses is not silently replaced: the
 * default is shown, and the field keeps what was typed with its bound, so that «5» does not stand
 * over a list of 90 days.
 */
export function lapsedDaysOf(url: URL): LapsedDays {
  const fallback = ownerClientsQuerySchema.parse({}).lapsed_days;
  const typed = url.searchParams.get('lapsed_days')?.trim() ?? '';
  const form = new FormData();
  if (typed) form.set('lapsed_days', typed);
  const submission = parseIntentForm(form, z.object({ lapsed_days: lapsedDays.optional() }));
  if (submission.status === 'success') return { days: submission.value.lapsed_days ?? fallback };
  return { days: fallback, refused: { typed, error: submission.error?.lapsed_days?.[0] ?? encodeError('validation.wholeNumber') } };
}

export async function ownerClientsLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const asked = lapsedDaysOf(new URL(args.request.url));
  return {
    report: dataOrThrow(await api.call('owner/clients', { query: { lapsed_days: asked.days } })),
    refused: asked.refused ?? null,
    // The field's least and most are the contract's.
    limits: constraintOf(z.object({ lapsed_days: lapsedDays })),
  };
}
