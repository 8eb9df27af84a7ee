import { BRAND } from '@balasin/shared/brand';
import { messages } from '@balasin/shared/messages';
import { loginInputSchema } from '@balasin/shared/schemas';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { AuthTopBar } from '../../components/app/auth-top-bar.tsx';
import { Field, FormError } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
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
};

const validateSearch = (search: Record<string, unknown>): LoginSearch => ({
  ...(search.verified === 1 || search.verified === '1' ? { verified: 1 as const } : {}),
  ...(search.verified === 0 || search.verified === '0' ? { verified: 0 as const } : {}),
  ...(typeof search.t === 'number' ? { t: search.t } : {}),
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
  loader: async ({ context }) => {
    const user = await fetchSessionUser(context).catch(() => null);
    if (user) throw redirect({ to: '/dashboard', replace: true });
    return {
      head: pageHead({
        title: 'Sign in',
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
  const { verified } = Route.useSearch();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '' },
    parse: (values) => loginInputSchema.safeParse(values),
    onSubmit: async (credentials) => {
      await signIn(services, credentials);
      // Same id: the success replaces an earlier failure's toast instead of joining it.
      toast.success(messages.loginSuccess, { id: SIGN_IN_TOAST });
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      toast.error(messages.loginFailed, { id: SIGN_IN_TOAST });
      return loginErrorMessage(error);
    },
  });

  return (
    <>
      <AuthTopBar action="register" />
      <main id="main" className="auth-page">
        <div className="card auth-card">
          <h1>Sign in</h1>
          <p className="auth-lead">Manage your WhatsApp numbers and AI customer support.</p>
          {verified === 1 ? (
            <p className="app-notice" role="status">
              Your email has been verified. You can sign in now.
            </p>
          ) : null}
          {verified === 0 ? (
            <p className="alert-error" role="status">
              {messages.invalidVerificationToken}
            </p>
          ) : null}
          <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
            <FormError message={form.formError} />
            <Field label="Email" error={form.errors.email}>
              {(control) => (
                <input
                  {...control}
                  {...form.bind('email')}
                  className="input"
                  type="email"
                  autoComplete="email"
                  required
                />
              )}
            </Field>
            <Field label="Password" error={form.errors.password}>
              {(control) => (
                <PasswordInput
                  {...control}
                  {...form.bind('password')}
                  autoComplete="current-password"
                  required
                />
              )}
            </Field>
            <button
              type="submit"
              className="button button-primary app-button-block"
              disabled={form.submitting}
            >
              {form.submitting ? 'Signing in...' : 'Sign in'}
            </button>
          </form>
          <p className="auth-switch">
            New to {BRAND}? <Link to="/register">Create an account</Link>
          </p>
        </div>
      </main>
    </>
  );
}
