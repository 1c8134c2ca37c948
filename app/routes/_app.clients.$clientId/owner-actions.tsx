import { useTranslation } from 'react-i18next';
import type { ClientCard } from '#contract/clients';
import { BlockCard } from '~/components/block-card';
import { useConfirm } from '~/components/confirm-dialog';
import { ErrorList, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';

/**
 * The owner's two acts on a client, each asked once more since neither can be undone:
 * «Присоединить клиента» (the same person under another phone, by the number on their card)
 * and «Забыть клиента» (152-ФЗ: name, phone, notes and consent erased, orders kept).
 */
export function OwnerActions({ card, limits }: { card: ClientCard; limits: FormLimits }) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirm();
  const merging = useOwnerForm('client-merge', 'merge');
  const forgetting = useOwnerForm('client-forget', 'forget');
  const other = merging.field('merge_id');
  return (
    <BlockCard titleId="wd-client-owner" title={t('clients.ownerActions')} className="mb-3">
      <merging.fetcher.Form
        method="post"
        key={merging.savedKey}
        className="mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const n = String(new FormData(form).get('merge_id') ?? '').trim();
          // A number that cannot be another client is left to the server's answer, without asking.
          if (!/^\d{1,9}$/.test(n) || Number(n) === card.id) {
            merging.fetcher.submit(form);
            return;
          }
          void ask({ text: t('clients.mergeConfirm', { n, id: card.id }), confirm: t('clients.merge') }).then((yes) => {
            if (yes) merging.fetcher.submit(form);
          });
        }}
      >
        <input type="hidden" name="intent" value="merge" />
        <p className="small text-body-secondary">{t('clients.mergeHint')}</p>
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <LabelledControl id={other.id} label={t('clients.mergeNumber')} className="mb-0">
            <input
              {...controlProps(other)}
              {...textLimits(limits.merge_id)}
              inputMode="numeric"
              autoComplete="off"
              className={`form-control form-control-lg ${other.errors ? 'is-invalid' : ''}`}
            />
            <ErrorList id={other.errorId} errors={other.errors} />
          </LabelledControl>
          <button type="submit" className="btn btn-outline-primary btn-lg" disabled={merging.busy}>
            {t('clients.merge')}
          </button>
        </div>
      </merging.fetcher.Form>
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
        <button type="submit" className="btn btn-outline-danger btn-lg" disabled={forgetting.busy}>
          {t('clients.forget')}
        </button>
      </forgetting.fetcher.Form>
      {dialog}
    </BlockCard>
  );
}
