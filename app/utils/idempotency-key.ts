import { useState } from 'react';
import { useChangeEffect } from '~/utils/use-change-effect';

/** A fresh idempotency key: a UUID where the browser has one. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The key a money form sends (docs/decisions/026): the same for every send of one thing the
 * person means to do (a double click, a resubmit after a lost answer: the API records it once),
 * a new one only after the API took it. A refusal keeps the key: nothing was recorded.
 */
export function useIdempotencyKey(fetcher: { state: string; data?: { ok?: boolean; intent?: string } | null }, intent: string): string {
  const [key, setKey] = useState(newIdempotencyKey);
  useChangeEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === intent && fetcher.data.ok) setKey(newIdempotencyKey());
  }, [fetcher.state, fetcher.data, intent]);
  return key;
}
