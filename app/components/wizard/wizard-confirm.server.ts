import { z } from 'zod';
import { refusalMessage } from '~/utils/api-text';
import type { Api } from '~/utils/api.server';
import { encodeError } from '~/utils/form-errors';

/** One line of step 3's selection as the confirm form sends it. */
export const lineSchema = z.object({
  serviceId: z.number().int().positive(),
  isWash: z.boolean(),
  quantity: z.number().int().min(1).max(99),
  radiusId: z.number().int().positive().nullable(),
  profileId: z.number().int().positive().nullable(),
});
type Line = z.infer<typeof lineSchema>;

/** 'Подтвердить заказ': the order's lines become what the master selected, all or nothing, in one API call. */
export async function confirmLines(api: Api, orderId: number, wanted: Line[], done: () => Response | Promise<Response>): Promise<Response | { error: string }> {
  if (!wanted.length) return { error: encodeError('common:wizard.noServices') };
  const lines = wanted.map((line) => ({
    service_id: line.serviceId,
    is_wash: line.isWash,
    quantity: line.quantity,
    radius_id: line.isWash ? null : line.radiusId,
    profile_id: line.isWash ? null : line.profileId,
  }));
  const answer = await api.call('new-order/lines', { body: { order_id: orderId, lines } });
  if (!answer.ok) return { error: refusalMessage(answer) };
  return done();
}
