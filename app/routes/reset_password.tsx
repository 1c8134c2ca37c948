import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { okOnlySchema } from '#contract/envelope';
import { resetPasswordRequestSchema } from '#contract/auth';
import { AuthCard } from '~/components/auth-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, SubmitButton } from '~/components/forms';
import { callApi } from '~/utils/api.server';
import { redirectSignedIn } from '~/utils/auth.server';
import { encodeError, formatFormErrors } from '~/utils/form-errors';

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedIn(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordRequestSchema, formatError: formatFormErrors });
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 });
  const answer = await callApi('reset-password', okOnlySchema, { body: submission.value });
  if (!answer.ok) {
    return data(
      { result: submission.reply({ formErrors: [answer.details || encodeError('somethingWentWrong')] }), sent: false },
      { status: answer.status },
    );
  }
  // The same neutral answer whether the address is known or not.
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state !== 'idle';
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordRequestSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordRequestSchema, formatError: formatFormErrors }),
  });

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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
