import { refusalMessage } from '~/utils/api-text';
import type { CallInput } from '#contract/calls';
import type { Quote } from '#contract/intake';
import type { Api } from '~/utils/api.server';

/** One line of step 3's selection as the quote call takes it. */
export type QuoteLineInput = CallInput<'new-order/quote'>['body']['lines'][number];

export type QuoteResult = { quote: Quote; error?: undefined } | { quote?: undefined; error: string };

/** What the API says step 3's selection costs (docs/decisions/015); the screen sums nothing. */
export async function quoteOf(api: Api, orderId: number, lines: QuoteLineInput[]): Promise<QuoteResult> {
  const answer = await api.call('new-order/quote', { body: { order_id: orderId, lines } });
  return answer.ok ? { quote: answer.data } : { error: refusalMessage(answer) };
}
