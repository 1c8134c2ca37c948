import type { FetcherWithComponents } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import type { ActionResult } from '~/utils/action-result';
import { replyFields } from '~/utils/reply-fields';
import { typedValues } from '~/utils/typed-values';
import { useIntentResult } from '~/utils/use-intent-result';
import { useResultFetcher } from '~/utils/use-result-fetcher';

/**
 * One form of a back-office page (a row of a table, the form that adds one): its own
 * fetcher, so several rows can be saved one after another without waiting, and its fields
 * with the errors the server's reply gave them. `savedKey` changes with every successful
 * save, and only then: given as a key, it starts a form afresh (the row that adds one empties for
 * the next), while a refused or pending save keeps what was typed.
 * A form that its own save mounts afresh (a component keyed by the saved data) names its
 * fetcher: the new instance finds the answer there and shows its toast, where an unnamed
 * fetcher would be a new, empty one whenever the page's reload lands in the same render as
 * the answer. Forms that share an intent say by `ownPost` which answer of the page (sent
 * without JavaScript) is theirs.
 */
export function useOwnerForm(formId: string, intent: string, fetcherKey?: string, ownPost?: (result: ActionResult) => boolean) {
  const fetcher = useResultFetcher(fetcherKey);
  const result = useIntentResult(fetcher.data, intent, ownPost);
  const idle = fetcher.state === 'idle';
  // Counted per answer that saved: the key holds between saves, so a form sent again and refused
  // keeps what was typed (a key that went back to «unsaved» remounted it empty under the refusal).
  const done = idle && result?.ok ? result : undefined;
  const [saved, setSaved] = useState({ answer: done, count: 0 });
  if (done && done !== saved.answer) setSaved({ answer: done, count: saved.count + 1 });
  return {
    fetcher,
    result: idle ? result : undefined,
    // A refused form sent without the page's script comes back as a new page, with what was typed.
    // Its fetcher's answer is left alone: there the fields keep what was typed, and their
    // defaults must stay the saved values that a changed row is told apart by.
    ...typedValues(idle && result !== fetcher.data ? result : undefined),
    field: replyFields(formId, idle ? result?.reply : undefined),
    busy: !idle,
    savedKey: `saved-${saved.count}`,
  };
}

/**
 * A table row's form: a form cannot wrap a `<tr>`, so it stands hidden in the row's first
 * cell with the row's intent and id, and the row's controls join it by their `form` attribute.
 * autocomplete="off" (for them too): the browser refills none of them on a way back, so a row
 * shows the shop's figure or what the owner typed (app/components/owner/unsaved-rows.tsx).
 */
export function RowForm({
  fetcher,
  formId,
  id,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  formId: string;
  id?: number;
  children?: ReactNode;
}) {
  return (
    <fetcher.Form method="post" id={formId} className="d-none" autoComplete="off">
      <input type="hidden" name="intent" value={formId} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {children}
    </fetcher.Form>
  );
}
