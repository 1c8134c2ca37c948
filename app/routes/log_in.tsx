import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginRequestSchema } from '#contract/auth';
import { AuthCard } from '~/components/auth-card';
import { DemoAccounts, type DemoAccount } from '~/components/auth/demo-accounts';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, SubmitButton } from '~/components/forms';
import { EyeIcon, EyeOffIcon } from '~/components/icons';
import { callApi, isApiUnavailable } from '~/utils/api.server';
import { redirectSignedIn, sessionExpired, startSession } from '~/utils/auth.server';
import { deviceOf, newDeviceId } from '~/utils/device.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { encodeError } from '~/utils/form-errors';
import { refusalMessage } from '~/utils/api-text';
import { parseIntentForm } from '~/utils/intent-form.server';
import { useHydrated } from '~/utils/use-hydrated';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn({ request, context });
  return {
    allowRegistration: context.settings.allowRegistration,
    expired: await sessionExpired({ request, context }),
    constraint: constraintOf(loginRequestSchema),
    demoAccounts: await demoAccounts(context),
  };
}

/** The demo accounts still on their published passwords, on a server of this machine only (docs/decisions/028). */
async function demoAccounts(context: AppLoadContext): Promise<DemoAccount[]> {
  if (!context.settings.localOnly) return [];
  // The page signs people in without this list: an API that does not answer leaves it out.
  const answer = await callApi(context.api, 'demo-accounts', undefined, { clientAddress: context.clientAddress }).catch(() => undefined);
  return answer?.ok ? answer.data.accounts : [];
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseIntentForm(formData, loginRequestSchema);
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 });
  }
  try {
    // A browser without a device id gets one now, so its first successful sign-in already makes it known.
    const device = (await deviceOf({ request, context })) ?? newDeviceId();
    const answer = await callApi(context.api, 'login', { body: { ...submission.value, device } }, { clientAddress: context.clientAddress });
    if (!answer.ok) {
      // docs/screens.md section 8: the server's details, or 'Something went wrong' without them.
      const message = refusalMessage(answer);
      return data(submission.reply({ formErrors: [message], hideFields: ['password'] }), { status: answer.status });
    }
    return await startSession({ request, context }, answer.data, {
      remember: submission.value.remember,
      redirectTo: formData.get('redirectTo'),
      device,
    });
  } catch (err) {
    if (!isApiUnavailable(err)) throw err;
    return data(submission.reply({ formErrors: [encodeError('unavailable')], hideFields: ['password'] }), { status: 503 });
  }
}

export default function LogIn() {
  const { t } = useTranslation();
  const { allowRegistration, expired, constraint, demoAccounts } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = useNavigation().state !== 'idle';
  const [showPassword, setShowPassword] = useState(false);
  // The eye button works only once the page's scripts run: until then it is shown
  // disabled rather than taking a tap that does nothing (slow phones, slow networks).
  const hydrated = useHydrated();
  const [form, fields] = useForm<z.input<typeof loginRequestSchema>>({
    id: 'log-in',
    lastResult,
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {expired && !lastResult ? (
        <div className="alert alert-warning" role="status">
          {t('login.expired')}
        </div>
      ) : null}
      {searchParams.get('reset') === '1' && !lastResult ? (
        <div className="alert alert-success" role="status">
          {t('reset.changed')}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <Field
          label={t('login.login')}
          inputProps={{
            ...getInputProps(fields.login, { type: 'text' }),
            autoComplete: 'username',
            autoCapitalize: 'none',
            autoFocus: true,
            placeholder: t('login.loginPlaceholder'),
          }}
          errors={fields.login.errors}
          errorId={fields.login.errorId}
        />
        <Field
          label={t('login.password')}
          inputProps={{
            ...getInputProps(fields.password, { type: showPassword ? 'text' : 'password' }),
            autoComplete: 'current-password',
          }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
          addon={
            <button
              type="button"
              className="btn btn-outline-secondary wd-touch"
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
              disabled={!hydrated}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          }
        />
        <div className="d-flex justify-content-between align-items-center mb-4 gap-2 flex-wrap">
          <div className="form-check wd-check">
            <input {...getInputProps(fields.remember, { type: 'checkbox' })} className="form-check-input" />
            <label htmlFor={fields.remember.id} className="form-check-label">
              {t('login.remember')}
            </label>
          </div>
          <Link to="/reset_password" className="wd-link-touch">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
        {allowRegistration ? (
          <p className="text-center mt-4 mb-0">
            {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
          </p>
        ) : null}
      </Form>
      <DemoAccounts accounts={demoAccounts} />
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
