import { requestEmailChangeSchema } from '@balasin/shared/account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailField } from '../../../../../components/ui/email-field.tsx';
import { FormError } from '../../../../../components/ui/field.tsx';
import { PasswordField } from '../../../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../../../components/ui/submit-button.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useForm } from '../../../../../lib/use-form.ts';

/**
 * Changing the sign-in address: a link goes to the new address, and nothing changes until it is
 * opened there. A change waiting for its link shows here, with a way to call it off.
 */
export function EmailChangeSection({ email }: { email: string }) {
  const { t, known, format } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const pending = useQuery(trpc.auth.emailChange.queryOptions()).data?.pending;
  const cancel = useMutation(trpc.auth.cancelEmailChange.mutationOptions());
  // A new key empties the form after each request.
  const [formKey, setFormKey] = useState(0);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.auth.emailChange.queryKey() });
  const cancelChange = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => toast.success(known(answer.message)),
      onError: (error) => {
        if (!isUnauthorizedError(error))
          toast.error(known(serverMessage(error) ?? t('account.cancelFailed')));
      },
      onSettled: refresh,
    });

  return (
    <section className="card" aria-labelledby="email-change-title">
      <h2 id="email-change-title">{t('account.emailTitle')}</h2>
      <p>{t('account.emailLead', { email })}</p>
      {pending ? (
        <div className="app-notice account-pending" role="status">
          <p>
            {t('account.pending', {
              email: pending.email,
              until: format.dateTime(pending.expiresAt),
            })}
          </p>
          <button
            type="button"
            className="button"
            disabled={cancel.isPending}
            onClick={cancelChange}
          >
            {cancel.isPending ? t('account.cancelling') : t('account.cancelChange')}
          </button>
        </div>
      ) : null}
      <EmailChangeForm
        key={formKey}
        onSent={async () => {
          setFormKey((key) => key + 1);
          await refresh();
        }}
      />
    </section>
  );
}

function EmailChangeForm({ onSent }: { onSent: () => Promise<void> }) {
  const { t, known } = useLocale();
  const { trpc } = useAppServices();
  const request = useMutation(trpc.auth.requestEmailChange.mutationOptions());
  const form = useForm({
    initialValues: { email: '', password: '' },
    parse: (values) => requestEmailChangeSchema.safeParse(values),
    onSubmit: async (input) => {
      const answer = await request.mutateAsync(input);
      toast.success(known(answer.message));
      await onSent();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      return serverMessage(error) ?? t('account.requestFailed');
    },
  });

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <EmailField form={form} name="email" label={t('account.newEmail')} />
      <PasswordField form={form} name="password" label={t('account.currentPassword')} />
      <SubmitButton
        label={t('account.sendLink')}
        busyLabel={t('account.sending')}
        busy={form.submitting}
      />
    </form>
  );
}
