import { inviteInputSchema } from '@balasin/shared/schemas';
import { INVITABLE_ROLES } from '@balasin/shared/team';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmailField } from '../../../../../components/ui/email-field.tsx';
import { Field, FormError } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useForm } from '../../../../../lib/use-form.ts';
import { ROLE_LABELS } from './role-label.ts';

type InviteModalProps = {
  open: boolean;
  /** The package has no seats (Lite): the dialog says how to get them instead of a form the
   * server could only refuse. */
  withoutSeats?: boolean;
  onClose: () => void;
};

export function InviteModal({ open, withoutSeats = false, onClose }: InviteModalProps) {
  const { t } = useLocale();
  return (
    <Modal open={open} title={t('team.inviteTitle')} onClose={onClose}>
      {withoutSeats ? (
        <>
          <p>{t('team.seatsNone')}</p>
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <Link to="/dashboard" className="button button-primary">
              {t('upgrade.open')}
            </Link>
          </div>
        </>
      ) : (
        <InviteForm onDone={onClose} />
      )}
    </Modal>
  );
}

/** Mounted only while the modal is open, so every opening starts with an empty form. */
function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const invite = useMutation(trpc.team.invite.mutationOptions());
  const form = useForm({
    initialValues: { email: '', role: 'agent' as string },
    parse: (values) => inviteInputSchema.safeParse(values),
    onSubmit: async (input) => {
      await invite.mutateAsync(input);
      toast.success(t('team.invited', { email: input.email }));
      onDone();
      await queryClient.invalidateQueries({ queryKey: trpc.team.get.queryKey() });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      // The server's own words: the seat limit, an address already invited or taken.
      return serverMessage(error) ?? t('team.inviteFailed');
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <EmailField form={form} name="email" label={t('team.email')} autoComplete="off" />
      <Field label={t('team.role')} hint={t('team.roleHint')}>
        {(control) => (
          <select {...control} {...form.bind('role')} className="select">
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABELS[role])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ModalActions
        onCancel={onDone}
        label={t('team.inviteSend')}
        busyLabel={t('team.inviteSending')}
        busy={form.submitting}
      />
    </form>
  );
}
