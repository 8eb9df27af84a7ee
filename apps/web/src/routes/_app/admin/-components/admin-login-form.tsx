import { messages } from '@balasin/shared/messages';
import { loginInputSchema } from '@balasin/shared/schemas';
import { EmailField } from '../../../../components/ui/email-field.tsx';
import { FormError } from '../../../../components/ui/field.tsx';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { SessionContext } from '../../../../lib/session.ts';
import { toast } from '../../../../lib/toast.ts';
import { useForm } from '../../../../lib/use-form.ts';
import { adminSignIn } from './admin-sign-in.ts';
import '../../../../styles/admin.css';

const FAILURE_TOAST = 'admin-sign-in-failed';

type AdminLoginFormProps = {
  context: SessionContext;
  onSignedIn: () => Promise<void>;
};

/** Refused sign-ins, as the spec words them (section 8). */
class AdminRefused extends Error {}

export function AdminLoginForm({ context, onSignedIn }: AdminLoginFormProps) {
  const { t } = useLocale();
  const form = useForm({
    initialValues: { email: '', password: '' },
    parse: (values) => loginInputSchema.safeParse(values),
    onSubmit: async (credentials) => {
      const outcome = await adminSignIn(context, credentials);
      if (outcome !== 'admin') {
        throw new AdminRefused(
          outcome === 'invalid-credentials' ? messages.invalidCredentials : messages.adminNoAccess,
        );
      }
      // An earlier attempt's failure toast would otherwise follow the admin onto the dashboard.
      toast.dismiss(FAILURE_TOAST);
      await onSignedIn();
    },
    onError: (error) => {
      // Beside the form's own message, as the spec asks for sign-in (section 8).
      toast.error(t('msg.adminLoginFailedToast'), { id: FAILURE_TOAST });
      return error instanceof AdminRefused ? error.message : messages.adminNoAccess;
    },
  });

  return (
    <form className="admin-login-form" noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <EmailField form={form} name="email" label={t('common.email')} autoComplete="username" />
      <PasswordField form={form} name="password" label={t('common.password')} />
      <SubmitButton
        label={t('adminLogin.submit')}
        busyLabel={t('auth.signingIn')}
        busy={form.submitting}
        className="admin-login-submit"
      />
    </form>
  );
}
