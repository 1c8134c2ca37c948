import { refusalMessage } from './api-text';
import { quoteAnswerSchema, type Quote } from '#contract/orders';
import type { Api } from './api.server';

export interface QuoteLineInput {
  service_id: number;
  is_wash: boolean;
  quantity: number;
  radius_id: number | null;
  profile_id: number | null;
}

export type QuoteResult = { quote: Quote; error?: undefined } | { quote?: undefined; error: string };

/** What the API says step 3's selection costs (docs/decisions/015); the screen sums nothing. */
export async function quoteOf(api: Api, orderId: number, lines: QuoteLineInput[]): Promise<QuoteResult> {
  const answer = await api.post('new-order/quote', { order_id: orderId, lines }, quoteAnswerSchema);
  return answer.ok ? { quote: answer.data } : { error: refusalMessage(answer) };
}
