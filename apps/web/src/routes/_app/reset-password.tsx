import { BRAND } from '@balasin/shared/brand';
import { passwordResetFieldsSchema, passwordResetMessages } from '@balasin/shared/password-reset';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { AuthTopBar } from '../../components/app/auth-top-bar.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { en } from '../../i18n/en.ts';
import { LanguageSwitch } from '../../i18n/language-select.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../lib/head.ts';
import { serverMessage } from '../../lib/trpc-errors.ts';
import { useForm } from '../../lib/use-form.ts';

/** A link the server refuses (used, expired, unknown, cut short): asking again is the way on. */
const DEAD_LINK: string[] = [
  passwordResetMessages.invalidToken,
  passwordResetMessages.tokenRequired,
];

/**
 * /reset-password?token=...: where the reset e-mail's link lands. A new password signs out
 * every device and sends the user to sign in with it.
 */
export const Route = createFileRoute('/_app/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  loader: headLoader({
    title: en['pageTitle.resetPassword'],
    description: `Choose a new password for your ${BRAND} account.`,
    path: '/reset-password',
    noindex: true,
  }),
  head: headFromLoader,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { api } = Route.useRouteContext();
  const { token } = Route.useSearch();
  const { t } = useLocale();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    parse: (values) => passwordResetFieldsSchema.safeParse(values),
    onSubmit: async ({ password }) => {
      await api.auth.confirmPasswordReset.mutate({ token: token ?? '', password });
      // The sign-in page says it (and that every device is out) where the user looks next.
      await navigate({ to: '/login', search: { reset: 1 } });
    },
    // In the form, above the fields, with the way on (a new link) under it: no toast repeats it.
    onError: (error) => serverMessage(error) ?? t('reset.failed'),
  });
  const deadLink = token === undefined || DEAD_LINK.includes(form.formError ?? '');

  return (
    <>
      <AuthTopBar action="login" />
      <main id="main" className="auth-page">
        <div className="card auth-card">
          <h1>{t('reset.title')}</h1>
          {token === undefined ? (
            <p className="alert-error" role="alert">
              {t('msg.passwordResetTokenRequired')}
            </p>
          ) : (
            <>
              <p className="auth-lead">{t('reset.lead')}</p>
              <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
                <FormError message={form.formError} />
                <PasswordField
                  form={form}
                  name="password"
                  label={t('reset.password')}
                  hint={t('register.passwordHint')}
                  autoComplete="new-password"
                />
                <PasswordField
                  form={form}
                  name="confirm"
                  label={t('reset.confirm')}
                  autoComplete="new-password"
                />
                <SubmitButton
                  label={t('reset.submit')}
                  busyLabel={t('reset.submitting')}
                  busy={form.submitting}
                  className="app-button-block"
                />
              </form>
            </>
          )}
          <p className="auth-switch">
            {deadLink ? (
              <Link to="/forgot-password">{t('reset.askAgain')}</Link>
            ) : (
              <Link to="/login">{t('forgot.backToSignIn')}</Link>
            )}
          </p>
        </div>
        <LanguageSwitch />
      </main>
    </>
  );
}
