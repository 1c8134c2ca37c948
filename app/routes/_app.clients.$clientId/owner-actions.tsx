import { useTranslation } from 'react-i18next';
import type { ClientCard } from '#contract/clients';
import { BlockCard } from '~/components/block-card';
import { useConfirm } from '~/components/confirm-dialog';
import { ErrorList, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { type FormLimits } from '~/utils/reply-fields';
import { Form } from '@remix-run/react';
import { useApiTexts } from '~/components/orders/api-texts';
import { formatPhone, formatPlate } from '~/utils/format';
import { useHydrated } from '~/utils/use-hydrated';

/**
 * The owner's two acts on a client, neither of which can be undone: «Присоединить клиента»
 * (the same person under another phone, by the number on their card: the other client is
 * shown first, then joined) and «Забыть клиента» (152-ФЗ: name, phone, notes and consent
 * erased, orders kept; asked once more).
 */
export interface MergePreview {
  number: string;
  error?: string;
  client?: { id: number; name: string | null; phone: string | null; visits: number; cars: string[] };
}

export function OwnerActions({ card, limits, preview }: { card: ClientCard; limits: FormLimits; preview: MergePreview | null }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const { ask, dialog } = useConfirm();
  const merging = useOwnerForm('client-merge', 'merge');
  const forgetting = useOwnerForm('client-forget', 'forget');
  const other = merging.field('merge_id');
  // The question comes with the page's scripts: before them a tap would erase at once.
  const hydrated = useHydrated();
  return (
    <BlockCard titleId="wd-client-owner" title={t('clients.ownerActions')} className="mb-3">
      {/* First the other client is shown (a GET of this page), then joined: a merge cannot be undone. */}
      <Form method="get" preventScrollReset replace className="mb-3">
        <p className="small text-body-secondary">{t('clients.mergeHint')}</p>
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <LabelledControl id="client-merge-number" label={t('clients.mergeNumber')} className="mb-0">
            <input
              id="client-merge-number"
              name="merge"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={preview?.number ?? ''}
              required
              maxLength={limits.merge_id?.maxLength}
              className="form-control form-control-lg"
            />
          </LabelledControl>
          <button type="submit" className="btn btn-outline-primary btn-lg">
            {t('clients.mergeFind')}
          </button>
        </div>
      </Form>
      {preview?.error ? (
        <div className="alert alert-warning" role="alert">
          {say.message(preview.error)}
        </div>
      ) : null}
      {preview?.client ? (
        <merging.fetcher.Form method="post" className="alert alert-info mb-4" key={merging.savedKey}>
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="merge_id" value={preview.client.id} />
          <p className="fw-semibold mb-1">
            {t('clients.mergeWho', {
              n: preview.client.id,
              name: preview.client.name ?? t('clients.noName'),
              phone: preview.client.phone ? formatPhone(preview.client.phone) : t('clients.noPhone'),
            })}
          </p>
          <p className="mb-2">
            {t('clients.visitsCount', { count: preview.client.visits })}
            {preview.client.cars.length ? ` · ${preview.client.cars.map(formatPlate).join(', ')}` : ''}
          </p>
          <p className="small mb-2">{t('clients.mergeWarning', { id: card.id })}</p>
          <ErrorList id={other.errorId} errors={other.errors} />
          <button type="submit" className="btn btn-primary btn-lg" disabled={merging.busy}>
            {t('clients.mergeThis', { n: preview.client.id })}
          </button>
        </merging.fetcher.Form>
      ) : null}
      <forgetting.fetcher.Form
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          void ask({ text: t('clients.forgetConfirm'), confirm: t('clients.forget') }).then((yes) => {
            if (yes) forgetting.fetcher.submit(form);
          });
        }}
      >
        <input type="hidden" name="intent" value="forget" />
        <p className="small text-body-secondary">{t('clients.forgetHint')}</p>
        <button type="submit" className="btn btn-outline-danger btn-lg" disabled={forgetting.busy || !hydrated}>
          {t('clients.forget')}
        </button>
      </forgetting.fetcher.Form>
      {dialog}
    </BlockCard>
  );
}
