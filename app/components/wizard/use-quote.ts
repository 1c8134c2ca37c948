import { useFetcher } from '@remix-run/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Quote } from '#contract/intake';
import { quoteLines, quotedKey, type LineKey, type SelectedLine } from '~/components/wizard/wizard-selection';

interface QuoteData {
  for: string;
  quote?: Quote;
  error?: string;
}

/**
 * The API's figures for the current selection (docs/decisions/015): asked again, shortly after
 * each change and after each refusal of the step (`refusal`), through /resources/wizard-quote. Until the answer for this very selection is
 * in, the last figures stay on screen marked as busy, so nothing jumps and nothing is summed
 * here.
 */
export function useQuote(orderId: number, lines: Iterable<SelectedLine>, initial: QuoteData, refusal?: string) {
  const fetcher = useFetcher<QuoteData>();
  const signature = useMemo(() => JSON.stringify(quoteLines(lines)), [lines]);
  const load = fetcher.load;
  const first = useRef(true);

  useEffect(() => {
    // The loader already quoted the selection the page opened with.
    if (first.current && signature === initial.for) {
      first.current = false;
      return;
    }
    first.current = false;
    const timer = setTimeout(() => load(`/resources/wizard-quote?order=${orderId}&lines=${encodeURIComponent(signature)}`), 120);
    return () => clearTimeout(timer);
    // A refused «Далее» asks again too: the prices or the offer may have changed under the
    // selection, and the router does not read a fetcher again after a refusal (decision 057).
  }, [signature, orderId, load, initial.for, refusal]);

  const latest = fetcher.data ?? initial;
  // A refused quote (a service no longer offered) leaves the last good figures, greyed, beside the reason.
  const lastGood = useRef(initial.quote);
  if (latest.quote) lastGood.current = latest.quote;
  const quote = latest.quote ?? lastGood.current;
  const sums = useMemo(() => new Map<LineKey, Quote['lines'][number]>((quote?.lines ?? []).map((l) => [quotedKey(l), l])), [quote]);
  const busy = latest.for !== signature || fetcher.state !== 'idle';
  const error = latest.for === signature ? latest.error : undefined;
  return { quote, sums, busy, error, stale: busy || Boolean(error) };
}
