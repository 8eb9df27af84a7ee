import { changePasswordSchema } from '@balasin/shared/account';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../../../components/ui/field.tsx';
import { PasswordField } from '../../../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../../../components/ui/submit-button.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useForm } from '../../../../../lib/use-form.ts';

/** A new password, with the current one; every other device is signed out, this one stays. */
export function PasswordSection() {
  const { t } = useLocale();
  // A new key empties the form after a change.
  const [formKey, setFormKey] = useState(0);
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p>{t('password.lead')}</p>
      <PasswordForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
    </section>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t, known } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    parse: (values) => changePasswordSchema.safeParse(values),
    onSubmit: async (input) => {
      const answer = await change.mutateAsync(input);
      toast.success(t('password.changed', { count: answer.signedOutDevices }));
      await queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
      onChanged();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      return known(serverMessage(error) ?? t('password.failed'));
    },
  });
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <PasswordField form={form} name="currentPassword" label={t('account.currentPassword')} />
      <PasswordField
        form={form}
        name="newPassword"
        label={t('password.new')}
        hint={t('password.newHint')}
        autoComplete="new-password"
      />
      <SubmitButton
        label={t('password.change')}
        busyLabel={t('common.saving')}
        busy={form.submitting}
      />
    </form>
  );
}
