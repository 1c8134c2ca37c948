import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetPasswordFormSchema, resetPasswordRequestSchema } from '#contract/auth';
import { AuthCard } from '~/components/auth-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, SubmitButton } from '~/components/forms';
import { callApi, isApiUnavailable } from '~/utils/api.server';
import { redirectSignedIn } from '~/utils/auth.server';
import { encodeError } from '~/utils/form-errors';
import { constraintOf } from '~/utils/form-constraints.server';
import { refusalMessage } from '~/utils/api-text';
import { parseIntentForm } from '~/utils/intent-form.server';

/**
 * «Забыли пароль?»: without `?token` the request form (a link goes to the address, if it
 * is known); with the token of that link, the new-password form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn({ request, context });
  return { constraints: { request: constraintOf(resetPasswordRequestSchema), confirm: constraintOf(resetPasswordFormSchema) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  return formData.has('token') ? setNewPassword(formData, context) : askForLink(formData, context);
}

async function askForLink(formData: FormData, { api, clientAddress }: AppLoadContext) {
  const submission = parseIntentForm(formData, resetPasswordRequestSchema);
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 });
  try {
    const answer = await callApi(api, 'reset-password', { body: submission.value }, { clientAddress });
    if (!answer.ok) {
      return data({ result: submission.reply({ formErrors: [refusalMessage(answer)] }), sent: false }, { status: answer.status });
    }
  } catch (err) {
    if (!isApiUnavailable(err)) throw err;
    return data({ result: submission.reply({ formErrors: [encodeError('unavailable')] }), sent: false }, { status: 503 });
  }
  // The same neutral answer whether the address is known or not.
  return { result: submission.reply({ resetForm: true }), sent: true };
}

const hideFields = ['password', 'password_repeat'];

async function setNewPassword(formData: FormData, { api, clientAddress }: AppLoadContext) {
  const submission = parseIntentForm(formData, resetPasswordFormSchema);
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }), sent: false }, { status: 400 });
  try {
    const { token, password } = submission.value;
    const answer = await callApi(api, 'reset-password/confirm', { body: { token, password } }, { clientAddress });
    if (!answer.ok) {
      // The API's Russian details: a dead link, a too common password.
      return data(
        { result: submission.reply({ formErrors: [refusalMessage(answer)], hideFields }), sent: false },
        { status: answer.status },
      );
    }
  } catch (err) {
    if (!isApiUnavailable(err)) throw err;
    return data({ result: submission.reply({ formErrors: [encodeError('unavailable')], hideFields }), sent: false }, { status: 503 });
  }
  // The sign-in page says the password was changed (log_in.tsx reads `reset`).
  return redirect('/log_in?reset=1');
}

export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestForm />;
}

/** Either form of the page: its last answer, whether it is being sent, and conform's fields. */
function useResetForm<Shape extends Record<string, unknown>>(id: string, which: 'request' | 'confirm') {
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state !== 'idle';
  const [form, fields] = useForm<Shape>({
    id,
    lastResult: actionData?.result,
    constraint: useLoaderData<typeof loader>().constraints[which],
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });
  return { actionData, pending, form, fields };
}

function RequestForm() {
  const { t } = useTranslation();
  const { actionData, pending, form, fields } = useResetForm<z.input<typeof resetPasswordRequestSchema>>('reset-password', 'request');

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {actionData?.sent ? (
        <div className="alert alert-success" role="status">
          {t('reset.sent')}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field
          label={t('reset.email')}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', autoFocus: true }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <SubmitButton pending={pending}>{t('reset.submit')}</SubmitButton>
        <p className="text-center mt-4 mb-0">
          {t('reset.remember')} <Link to="/log_in">{t('reset.login')}</Link>
        </p>
      </Form>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { pending, form, fields } = useResetForm<z.input<typeof resetPasswordFormSchema>>('reset-password-confirm', 'confirm');

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.newSubtitle')}>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name={fields.token.name} value={token} />
        <Field
          label={t('reset.newPassword')}
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password', autoFocus: true }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
        <Field
          label={t('reset.repeatPassword')}
          inputProps={{ ...getInputProps(fields.password_repeat, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.password_repeat.errors}
          errorId={fields.password_repeat.errorId}
        />
        <SubmitButton pending={pending} className="mt-2">
          {t('reset.save')}
        </SubmitButton>
        <p className="text-center mt-4 mb-0">
          {t('reset.linkDead')} <Link to="/reset_password">{t('reset.requestAgain')}</Link>
        </p>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
