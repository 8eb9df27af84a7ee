import { BRAND } from '@balasin/shared/brand';
import { messages } from '@balasin/shared/messages';
import { loginInputSchema } from '@balasin/shared/schemas';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { AuthTopBar } from '../../components/app/auth-top-bar.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { en } from '../../i18n/en.ts';
import { LanguageSwitch } from '../../i18n/language-select.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { translate } from '../../i18n/translate.ts';
import { headFromLoader, pageHead } from '../../lib/head.ts';
import { fetchSessionUser, signIn } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { serverMessage, trpcErrorCode } from '../../lib/trpc-errors.ts';
import { useForm } from '../../lib/use-form.ts';

type LoginSearch = {
  /** Set by the e-mail verification link: 1 verified, 0 an invalid or expired link. */
  verified?: 1 | 0;
  /** A timestamp the dashboard's sign-out adds so the page is never a cached copy. */
  t?: number;
  /** Set by the marketing pages' sign-out when it failed: their toast does not survive the load. */
  signout?: 'failed';
  /** Set by the e-mail change link: changed, or why not (an invalid link, an address taken). */
  emailChange?: EmailChangeOutcome;
  /** Set after the account was deleted from the settings page. */
  deleted?: 1;
  /** Set by the reset-password page once the new password is set. */
  reset?: 1;
};

const EMAIL_CHANGE_OUTCOMES = ['changed', 'invalid', 'taken'] as const;
type EmailChangeOutcome = (typeof EMAIL_CHANGE_OUTCOMES)[number];

const EMAIL_CHANGE_TEXT = {
  changed: 'auth.emailChanged',
  invalid: 'auth.emailChangeInvalid',
  taken: 'auth.emailChangeTaken',
} as const;

const validateSearch = (search: Record<string, unknown>): LoginSearch => ({
  ...(search.verified === 1 || search.verified === '1' ? { verified: 1 as const } : {}),
  ...(search.verified === 0 || search.verified === '0' ? { verified: 0 as const } : {}),
  ...(typeof search.t === 'number' ? { t: search.t } : {}),
  ...(search.signout === 'failed' ? { signout: 'failed' as const } : {}),
  ...(EMAIL_CHANGE_OUTCOMES.includes(search.emailChange as EmailChangeOutcome)
    ? { emailChange: search.emailChange as EmailChangeOutcome }
    : {}),
  ...(search.deleted === 1 || search.deleted === '1' ? { deleted: 1 as const } : {}),
  ...(search.reset === 1 || search.reset === '1' ? { reset: 1 as const } : {}),
});

/** Too many attempts deserves its own words; every other failure reads as bad credentials. */
const loginErrorMessage = (error: unknown) =>
  trpcErrorCode(error) === 'TOO_MANY_REQUESTS'
    ? (serverMessage(error) ?? messages.invalidCredentials)
    : messages.invalidCredentials;

const SIGN_IN_TOAST = 'sign-in';

export const Route = createFileRoute('/_app/login')({
  validateSearch,
  // Someone already signed in has nothing to do here; without the flag no call is made. In the
  // loader rather than beforeLoad, so the session code stays in the page's own chunk.
  loaderDeps: ({ search }) => ({ emailChange: search.emailChange, verified: search.verified }),
  loader: async ({ context, deps }) => {
    const user = await fetchSessionUser(context).catch(() => null);
    // The e-mail change link opened where the account is signed in: the outcome goes with the
    // visitor to the settings page it is about, in the account's language (on a fresh load the
    // locale provider has not rendered yet).
    if (user && deps.emailChange) {
      const text = translate(user.locale, EMAIL_CHANGE_TEXT[deps.emailChange]);
      if (deps.emailChange === 'changed') toast.success(text);
      else toast.error(text);
      throw redirect({ to: '/dashboard/settings', replace: true });
    }
    // The verification link opened where the owner is signed in: the banner it ends would
    // otherwise just vanish, so the dashboard says why, in the account's language (on a fresh
    // load the locale provider has not rendered yet).
    if (user && deps.verified === 1) {
      toast.success(translate(user.locale, 'auth.verifiedSignedIn'));
    }
    if (user) throw redirect({ to: '/dashboard', replace: true });
    return {
      head: pageHead({
        title: en['pageTitle.signIn'],
        description: `Sign in to your ${BRAND} dashboard to manage your WhatsApp numbers.`,
        path: '/login',
      }),
    };
  },
  head: headFromLoader,
  component: LoginPage,
});

function LoginPage() {
  const services = Route.useRouteContext();
  const { verified, signout, emailChange, deleted, reset } = Route.useSearch();
  const navigate = useNavigate();
  const { t } = useLocale();
  const form = useForm({
    initialValues: { email: '', password: '' },
    parse: (values) => loginInputSchema.safeParse(values),
    onSubmit: async (credentials) => {
      await signIn(services, credentials);
      // Same id: the success replaces an earlier failure's toast instead of joining it.
      toast.success(t('msg.loginSuccess'), { id: SIGN_IN_TOAST });
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      // The one form whose failure also toasts: the spec asks for both (section 8).
      toast.error(t('msg.loginFailed'), { id: SIGN_IN_TOAST });
      return loginErrorMessage(error);
    },
  });

  return (
    <>
      <AuthTopBar action="register" />
      <main id="main" className="auth-page">
        <div className="card auth-card">
          <h1>{t('auth.signIn')}</h1>
          <p className="auth-lead">{t('auth.lead')}</p>
          {verified === 1 ? (
            <p className="app-notice" role="status">
              {t('auth.verified')}
            </p>
          ) : null}
          {emailChange ? (
            <p className={emailChange === 'changed' ? 'app-notice' : 'alert-error'} role="status">
              {t(EMAIL_CHANGE_TEXT[emailChange])}
            </p>
          ) : null}
          {deleted === 1 ? (
            <p className="app-notice" role="status">
              {t('auth.accountDeleted', { brand: BRAND })}
            </p>
          ) : null}
          {reset === 1 ? (
            <p className="app-notice" role="status">
              {t('msg.passwordResetDone')}
            </p>
          ) : null}
          {signout === 'failed' ? (
            <p className="alert-error" role="status">
              {t('msg.signOutFailed')}
            </p>
          ) : null}
          {verified === 0 ? (
            <p className="alert-error" role="status">
              {t('msg.invalidVerificationToken')}
            </p>
          ) : null}
          <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
            <FormError message={form.formError} />
            <EmailField form={form} name="email" label={t('common.email')} />
            <PasswordField form={form} name="password" label={t('common.password')} />
            <p className="field-hint">
              <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
            </p>
            <SubmitButton
              label={t('auth.signIn')}
              busyLabel={t('auth.signingIn')}
              busy={form.submitting}
              className="app-button-block"
            />
          </form>
          <p className="auth-switch">
            {t('auth.newHere', { brand: BRAND })}{' '}
            <Link to="/register">{t('auth.createAnAccount')}</Link>
          </p>
        </div>
        <LanguageSwitch />
      </main>
    </>
  );
}
