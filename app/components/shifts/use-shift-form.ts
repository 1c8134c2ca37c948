import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useIdempotencyKey } from '~/utils/idempotency-key';
import { replyFields } from '~/utils/reply-fields';
import { useIntentResult } from '~/utils/use-intent-result';

/**
 * One form of the shift pages: its fetcher, its answer, its fields as the server's reply
 * says, and the idempotency key a money form sends (cash in or out, the close). `shiftId`
 * keeps one shift's answer (a gap said back) off another shift's page.
 */
export function useShiftForm(intent: 'open' | 'move' | 'close', shiftId?: number) {
  const fetcher = useResultFetcher(`shift-${intent}${shiftId ? `-${shiftId}` : ''}`);
  const result = useIntentResult(fetcher.data, intent);
  const answered = fetcher.state === 'idle' ? result : undefined;
  const key = useIdempotencyKey(fetcher, intent);
  return { fetcher, busy: fetcher.state !== 'idle', answered, key, field: replyFields(`shift-${intent}`, answered?.reply) };
}
