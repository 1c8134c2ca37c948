import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '#contract/messages';
import { MESSAGE_VARIABLES } from '#contract/message-variables';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { PageHeader } from '~/components/page-header';
import { controlProps, replyFields, type FieldLimits } from '~/utils/reply-fields';
import { sentWith, useIntentResult } from '~/utils/use-intent-result';
import { messagesAction, messagesLoader } from './messages.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => messagesLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(messagesAction({ request, context }));

/**
 * «Сообщения клиентам» (docs/screens.md 'The owner's back office'): each kind of SMS about a
 * customer's own order («принят» with the link, «машина готова») on or off, and its text with
 * variables in braces, shown as a customer would get it before it is saved.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { templates, limits } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t('owner.messages.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.messages.intro')}</p>
      <dl className="wd-variables mb-3">
        {MESSAGE_VARIABLES.map((name) => (
          <div key={name} className="d-flex gap-2">
            <dt className="font-monospace">{`{${name}}`}</dt>
            <dd className="mb-0">{t(`owner.messages.variable.${name}`)}</dd>
          </div>
        ))}
      </dl>
      {templates.map((template) => (
        <TemplateCard key={template.kind} template={template} limits={limits.text} />
      ))}
    </>
  );
}

function TemplateCard({ template, limits }: { template: MessageTemplate; limits: FieldLimits | undefined }) {
  const { t } = useTranslation();
  const formId = `message-${template.kind}`;
  // Five cards share the intents: without JavaScript only the card that was sent reads the page's answer.
  const ownPost = sentWith('kind', template.kind);
  const { fetcher, field, busy, shown: typedOr, checked } = useOwnerForm(formId, 'save', undefined, ownPost);
  // «Предпросмотр» answers the same form: its example, or the text's errors.
  const previewed = useIntentResult(fetcher.data, 'preview', ownPost);
  const idle = fetcher.state === 'idle';
  const shown = idle && previewed && 'preview' in previewed ? (previewed.preview as { example: string; parts: number }) : null;
  const text = field('text');
  // Without JavaScript a preview comes back as a new page: the text and the switch shown are those previewed.
  const previewSent = idle && previewed !== fetcher.data ? previewed?.reply?.initialValue : undefined;
  const previewedText = typeof previewSent?.text === 'string' ? previewSent.text : undefined;
  const enabled = previewSent ? previewSent.enabled !== undefined : checked('enabled', template.enabled);
  const errors = text.errors ?? replyFields(formId, idle ? previewed?.reply : undefined)('text').errors;
  return (
    <BlockCard titleId={`wd-${formId}`} title={t(`owner.messages.kind.${template.kind}`)} className="wd-rules-card">
      <fetcher.Form method="post">
        <input type="hidden" name="kind" value={template.kind} />
        <div className="form-check form-switch mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={`${formId}-enabled`}
            name="enabled"
            defaultChecked={enabled}
          />
          <label className="form-check-label" htmlFor={`${formId}-enabled`}>
            {t('owner.messages.enabled')}
          </label>
        </div>
        <label htmlFor={text.id} className="form-label">
          {t('owner.messages.text')}
        </label>
        <textarea
          {...controlProps({ ...text, errors })}
          className={`form-control form-control-lg mb-1 ${errors ? 'is-invalid' : ''}`}
          rows={3}
          defaultValue={typedOr('text', previewedText ?? template.text)}
          maxLength={limits?.maxLength}
          required={limits?.required}
        />
        <ErrorList id={text.errorId} errors={errors} />
        <div className="mt-2 mb-3">
          <p className="form-text mb-1">{t('owner.messages.example')}</p>
          <p className="wd-message-example mb-0" aria-live="polite">
            {shown?.example ?? template.example}
          </p>
          {shown ? <p className="form-text mb-0">{t('owner.messages.parts', { count: shown.parts })}</p> : null}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" name="intent" value="preview" className="btn btn-outline-secondary btn-lg" disabled={busy}>
            {t('owner.messages.preview')}
          </button>
          <button type="submit" name="intent" value="save" className="btn btn-primary btn-lg" disabled={busy}>
            {t('owner.messages.save')}
          </button>
        </div>
      </fetcher.Form>
    </BlockCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
