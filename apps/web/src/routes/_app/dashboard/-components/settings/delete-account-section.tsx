import { deleteAccountSchema } from '@balasin/shared/account';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EmailField } from '../../../../../components/ui/email-field.tsx';
import { FormError } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { PasswordField } from '../../../../../components/ui/password-field.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { clearSessionFlag } from '../../../../../lib/session-flag.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useForm } from '../../../../../lib/use-form.ts';
import { useTeamRole } from '../../../../../lib/use-team-role.ts';

type Account = { email: string; businessName: string | null };

/**
 * Deleting the account, with what becomes of the data said before anything is asked: an owner
 * takes the business with them, a member only leaves it. Confirmed in a dialog with the password
 * and the e-mail address typed out.
 */
export function DeleteAccountSection({ account }: { account: Account }) {
  const { t } = useLocale();
  const { role, known } = useTeamRole();
  const [open, setOpen] = useState(false);
  const business = account.businessName ?? '';

  return (
    <section className="card account-danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('account.deleteTitle')}</h2>
      {/* Said once the role is known: an owner must never read the member's milder text. */}
      {!known ? null : role === 'owner' ? (
        <>
          <p>{t('account.deleteOwner', { business })}</p>
          <p>{t('account.deleteTeam')}</p>
        </>
      ) : role ? (
        <p>{t('account.deleteMember', { business })}</p>
      ) : (
        <p>{t('account.deleteAlone')}</p>
      )}
      <p>{t('account.deleteKept')}</p>
      <p>{t('account.deleteSessions')}</p>
      <button
        type="button"
        className="button button-danger"
        disabled={!known}
        onClick={() => setOpen(true)}
      >
        {t('account.deleteOpen')}
      </button>
      <Modal open={open} title={t('account.deleteConfirmTitle')} onClose={() => setOpen(false)}>
        {open ? <DeleteAccountForm email={account.email} onCancel={() => setOpen(false)} /> : null}
      </Modal>
    </section>
  );
}

function DeleteAccountForm({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { t, rich } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const navigate = useNavigate();
  const remove = useMutation(trpc.auth.deleteAccount.mutationOptions());
  const form = useForm({
    initialValues: { confirmation: '', password: '' },
    parse: (values) => deleteAccountSchema.safeParse(values),
    onSubmit: async (input) => {
      await remove.mutateAsync(input);
      // The session is gone on the server; this browser forgets it too.
      clearSessionFlag();
      queryClient.clear();
      await navigate({ to: '/login', search: { deleted: 1 }, replace: true });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      return serverMessage(error) ?? t('account.deleteFailed');
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p>{t('account.deleteConfirmText')}</p>
      <FormError message={form.formError} />
      <EmailField
        form={form}
        name="confirmation"
        label={rich('account.typeEmail', { email: <strong>{email}</strong> })}
        autoComplete="off"
        spellCheck={false}
      />
      <PasswordField form={form} name="password" label={t('account.currentPassword')} />
      <ModalActions
        onCancel={onCancel}
        label={t('account.deleteForGood')}
        busyLabel={t('account.deleting')}
        busy={form.submitting}
        danger
      />
    </form>
  );
}
