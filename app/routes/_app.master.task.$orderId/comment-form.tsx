import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '~/components/forms';
import { controlProps, replyFields } from '~/utils/reply-fields';
import { useIntentResult } from '~/utils/use-intent-result';
import type { Constraint } from './constraint';
import { useHydrated } from '~/utils/use-hydrated';
import { useWhyDisabled } from '~/components/why-disabled';

/** The order's comment for the bay; the count says how close it is to the API's limit. */
export function CommentForm({ comment, constraint }: { comment: string; constraint: Constraint }) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher();
  const result = useIntentResult(fetcher.data, 'comment');
  const field = replyFields('task', fetcher.state === 'idle' ? result?.reply : undefined)('comment');
  const hydrated = useHydrated();
  const [value, setValue] = useState(comment);
  const max = constraint.comment?.maxLength;
  const invalid = Boolean(field.errors);
  const why = useWhyDisabled(hydrated && value === comment ? t('task.whyOff.comment') : null);
  return (
    <fetcher.Form method="post" className="card wd-block">
      <div className="card-body">
        <input type="hidden" name="intent" value="comment" />
        <label htmlFor={field.id} className="form-label h5">
          {t('task.comment')}
        </label>
        <textarea
          {...controlProps(field, 'wd-comment-count')}
          maxLength={max}
          className={`form-control form-control-lg mb-1 ${invalid ? 'is-invalid' : ''}`}
          rows={3}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <ErrorList id={field.errorId} errors={field.errors} />
        {/* The field stops at the API's limit; the count says so before the text stops growing. */}
        {max ? (
          <div
            id="wd-comment-count"
            className={`small mb-2 text-end ${value.length >= max ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
          >
            {t('task.commentCount', { n: value.length, max })}
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary btn-lg"
          disabled={hydrated && (value === comment || fetcher.state !== 'idle')}
          aria-describedby={why.describedBy}
        >
          {t('task.save')}
        </button>
        {why.note}
      </div>
    </fetcher.Form>
  );
}
