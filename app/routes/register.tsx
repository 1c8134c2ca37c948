import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { registerRequestSchema } from '#contract/auth';
import { AuthCard } from '~/components/auth-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, SubmitButton } from '~/components/forms';
import { callApi, isApiUnavailable } from '~/utils/api.server';
import { redirectSignedIn, startSession } from '~/utils/auth.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { encodeError } from '~/utils/form-errors';
import { refusalMessage } from '~/utils/api-text';
import { parseIntentForm } from '~/utils/intent-form.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn({ request, context });
  return { open: context.settings.allowRegistration, constraint: constraintOf(registerRequestSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  // docs/screens.md section 5: the password is sent twice; the form has one field, so the
  // repeat is the same value.
  formData.set('password_repeat', String(formData.get('password') ?? ''));
  const submission = parseIntentForm(formData, registerRequestSchema);
  const hideFields = ['password', 'password_repeat'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  try {
    const answer = await callApi(context.api, 'register', { body: submission.value }, { clientAddress: context.clientAddress });
    if (!answer.ok) {
      const message = refusalMessage(answer);
      return data(submission.reply({ formErrors: [message], hideFields }), { status: answer.status });
    }
    // After success the user goes to / (docs/screens.md), which leads to the role's home.
    return await startSession({ request, context }, answer.data, { redirectTo: '/' });
  } catch (err) {
    if (!isApiUnavailable(err)) throw err;
    return data(submission.reply({ formErrors: [encodeError('unavailable')], hideFields }), { status: 503 });
  }
}

export default function Register() {
  const { open } = useLoaderData<typeof loader>();
  if (!open) return <RegistrationClosed />;
  return <RegisterForm />;
}

/** Registration is off unless the server allows it: say so before anyone fills a form. */
function RegistrationClosed() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.closedSubtitle')}>
      <div className="alert alert-info" role="status">
        {t('register.closed')}
      </div>
      <Link to="/log_in" className="btn btn-primary w-100">
        {t('register.login')}
      </Link>
    </AuthCard>
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const pending = useNavigation().state !== 'idle';
  const [form, fields] = useForm<z.input<typeof registerRequestSchema>>({
    id: 'register',
    lastResult,
    constraint: useLoaderData<typeof loader>().constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field
          label={t('register.username')}
          inputProps={{
            ...getInputProps(fields.name, { type: 'text' }),
            autoComplete: 'username',
            autoCapitalize: 'none',
            autoFocus: true,
          }}
          errors={fields.name.errors}
          errorId={fields.name.errorId}
        />
        <Field
          label={t('register.email')}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <Field
          label={t('register.password')}
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
        <SubmitButton pending={pending} className="mt-2">
          {t('register.submit')}
        </SubmitButton>
        <p className="text-center mt-4 mb-0">
          {t('register.haveAccount')} <Link to="/log_in">{t('register.login')}</Link>
        </p>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
