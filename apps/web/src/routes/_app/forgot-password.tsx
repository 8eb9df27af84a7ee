import { BRAND } from '@balasin/shared/brand';
import { passwordResetRequestSchema } from '@balasin/shared/password-reset';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthTopBar } from '../../components/app/auth-top-bar.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { en } from '../../i18n/en.ts';
import { LanguageSwitch } from '../../i18n/language-select.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../lib/head.ts';
import { serverMessage } from '../../lib/trpc-errors.ts';
import { useForm } from '../../lib/use-form.ts';

/**
 * /forgot-password: asks for the account's e-mail and sends the reset link. The answer is the
 * server's, the same for every address, so the page tells no one whether an account exists.
 */
export const Route = createFileRoute('/_app/forgot-password')({
  loader: headLoader({
    title: en['pageTitle.forgotPassword'],
    description: `Reset the password of your ${BRAND} account.`,
    path: '/forgot-password',
  }),
  head: headFromLoader,
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { api } = Route.useRouteContext();
  const { t, known } = useLocale();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    parse: (values) => passwordResetRequestSchema.safeParse(values),
    onSubmit: async (input) => {
      const { message } = await api.auth.requestPasswordReset.mutate(input);
      setSent(message);
    },
    // In the form, above the address to send again: no toast repeats it.
    onError: (error) => serverMessage(error) ?? t('forgot.failed'),
  });

  return (
    <>
      <AuthTopBar action="login" />
      <main id="main" className="auth-page">
        <div className="card auth-card">
          <h1>{t('forgot.title')}</h1>
          {sent ? (
            <>
              <p className="app-notice" role="status">
                {known(sent)}
              </p>
              <p className="auth-lead">{t('forgot.checkInbox')}</p>
            </>
          ) : (
            <>
              <p className="auth-lead">{t('forgot.lead')}</p>
              <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
                <FormError message={form.formError} />
                <EmailField form={form} name="email" label={t('common.email')} />
                <SubmitButton
                  label={t('forgot.submit')}
                  busyLabel={t('forgot.submitting')}
                  busy={form.submitting}
                  className="app-button-block"
                />
              </form>
            </>
          )}
          <p className="auth-switch">
            <Link to="/login">{t('forgot.backToSignIn')}</Link>
          </p>
        </div>
        <LanguageSwitch />
      </main>
    </>
  );
}
