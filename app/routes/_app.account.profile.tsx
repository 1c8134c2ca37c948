import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import type { z } from 'zod';
import { changePasswordRequestSchema } from '#contract/auth';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, SubmitButton } from '~/components/forms';
import { PageHeader } from '~/components/page-header';
import type { loader as appLoader } from '~/routes/_app';
import { apiFor } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { redirectWithToast } from '~/utils/toast.server';
import { refusalMessage } from '~/utils/api-text';
import { parseIntentForm } from '~/utils/intent-form.server';

const hideFields = ['current_password', 'password', 'password_repeat'];

/** The password form's HTML validation attributes (the action checks it with the same schema). */
export function loader() {
  return { constraint: constraintOf(changePasswordRequestSchema) };
}

/** 'Настройки': the profile and the password change. */
export async function action({ request, context }: ActionFunctionArgs) {
  const api = await apiFor({ request, context });
  const submission = parseIntentForm(await request.formData(), changePasswordRequestSchema);
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const answer = await api.call('user/password', { body: submission.value });
  if (!answer.ok) {
    return data(submission.reply({ formErrors: [refusalMessage(answer)], hideFields }), {
      status: answer.status,
    });
  }
  return redirectWithToast('/account/profile', { type: 'success', description: '', key: 'profile.passwordChanged' });
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useRouteLoaderData<typeof appLoader>('routes/_app')?.profile;
  const lastResult = useActionData<typeof action>();
  const pending = useNavigation().state === 'submitting';
  const [form, fields] = useForm<z.input<typeof changePasswordRequestSchema>>({
    id: 'change-password',
    lastResult,
    constraint: useLoaderData<typeof loader>().constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });
  if (!profile) return null;

  return (
    <>
      <PageHeader title={t('profile.title')} />
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <BlockCard titleId="wd-profile-data" title={t('profile.data')} headingClassName="h5 mb-3" className="h-100">
            <dl className="row mb-0">
              <dt className="col-5">{t('profile.name')}</dt>
              <dd className="col-7">{profile.name}</dd>
              <dt className="col-5">{t('profile.email')}</dt>
              <dd className="col-7 text-break">{profile.email ?? t('profile.noEmail')}</dd>
              <dt className="col-5">{t('profile.role')}</dt>
              <dd className="col-7">{t(`roles.${profile.role}`)}</dd>
            </dl>
          </BlockCard>
        </div>
        <div className="col-12 col-lg-7">
          <BlockCard titleId="wd-profile-password" title={t('profile.changePassword')} headingClassName="h5 mb-3">
            <Form method="post" {...getFormProps(form)}>
              <FormAlert id={form.errorId} errors={form.errors} />
              <Field
                label={t('profile.currentPassword')}
                inputProps={{ ...getInputProps(fields.current_password, { type: 'password' }), autoComplete: 'current-password' }}
                errors={fields.current_password.errors}
                errorId={fields.current_password.errorId}
              />
              <Field
                label={t('profile.newPassword')}
                inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
                errors={fields.password.errors}
                errorId={fields.password.errorId}
              />
              <Field
                label={t('profile.repeatPassword')}
                inputProps={{ ...getInputProps(fields.password_repeat, { type: 'password' }), autoComplete: 'new-password' }}
                errors={fields.password_repeat.errors}
                errorId={fields.password_repeat.errorId}
              />
              <SubmitButton pending={pending} className="w-auto px-4">
                {t('profile.savePassword')}
              </SubmitButton>
            </Form>
          </BlockCard>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
