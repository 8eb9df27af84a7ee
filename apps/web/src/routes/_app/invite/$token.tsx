import { BRAND } from '@balasin/shared/brand';
import { acceptInvitationFieldsSchema } from '@balasin/shared/schemas';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { AuthTopBar } from '../../../components/app/auth-top-bar.tsx';
import { Field, FormError } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { en } from '../../../i18n/en.ts';
import { LanguageSwitch } from '../../../i18n/language-select.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { acceptInvitation } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { serverMessage } from '../../../lib/trpc-errors.ts';
import { useForm } from '../../../lib/use-form.ts';

/**
 * /invite/<token>: where an invitation e-mail's link lands. The invitee sets a name and a
 * password and arrives in the dashboard signed in; a used, withdrawn or expired link gets the
 * server's message saying which, and a way to sign in instead.
 */
export const Route = createFileRoute('/_app/invite/$token')({
  loader: headLoader({
    title: en['pageTitle.invite'],
    description: `Accept an invitation to a business on ${BRAND}.`,
    path: '/invite',
    noindex: true,
  }),
  head: headFromLoader,
  component: AcceptInvitationPage,
});

function AcceptInvitationPage() {
  const services = Route.useRouteContext();
  const { token } = Route.useParams();
  const { t } = useLocale();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { name: '', password: '' },
    parse: (values) => acceptInvitationFieldsSchema.safeParse(values),
    onSubmit: async (fields) => {
      await acceptInvitation(services, { ...fields, token });
      toast.success(t('invite.joined'));
      await navigate({ to: '/dashboard' });
    },
    // In the form, above the fields (a used or withdrawn link says so there): no toast repeats it.
    onError: (error) => serverMessage(error) ?? t('invite.failed'),
  });

  return (
    <>
      <AuthTopBar action="login" />
      <main id="main" className="auth-page">
        <div className="card auth-card">
          <h1>{t('invite.title')}</h1>
          <p className="auth-lead">{t('invite.lead')}</p>
          <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
            <FormError message={form.formError} />
            <Field label={t('invite.name')} error={form.errors.name}>
              {(control) => (
                <input
                  {...control}
                  {...form.bind('name')}
                  className="input"
                  autoComplete="name"
                  required
                />
              )}
            </Field>
            <PasswordField
              form={form}
              name="password"
              label={t('invite.password')}
              hint={t('invite.passwordHint')}
              autoComplete="new-password"
            />
            <SubmitButton
              label={t('invite.submit')}
              busyLabel={t('invite.submitting')}
              busy={form.submitting}
              className="app-button-block"
            />
          </form>
          <p className="auth-switch">
            <Link to="/login">{t('invite.signIn')}</Link>
          </p>
        </div>
        <LanguageSwitch />
      </main>
    </>
  );
}
