import type { SubscriptionStatus } from '@balasin/shared/plans';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { FormError } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../i18n/status-labels.ts';
import type { AdminSubscription } from '../../../../lib/api-types.ts';

type ConfirmStatusDialogProps = {
  change:
    | {
        from: SubscriptionStatus;
        to: SubscriptionStatus;
        /** Whose subscription changes, named in the dialog so the admin confirms the right one. */
        customer: Pick<AdminSubscription, 'owner_email' | 'business_name'>;
      }
    | undefined;
  busy: boolean;
  /** The server's reason when the change was refused. */
  error: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmStatusDialog({
  change,
  busy,
  error,
  onCancel,
  onConfirm,
}: ConfirmStatusDialogProps) {
  const { t } = useLocale();
  return (
    <Modal open={Boolean(change)} title={t('admin.confirmTitle')} onClose={onCancel}>
      <p className="admin-dialog-subject">
        <strong>{change?.customer.business_name}</strong>{' '}
        {change ? <EmailText email={change.customer.owner_email} /> : null}
      </p>
      {change ? (
        <p>
          {t('admin.confirmText', {
            from: change.from,
            to: change.to,
            fromLabel: t(SUBSCRIPTION_STATUS_LABELS[change.from]).toLowerCase(),
            toLabel: t(SUBSCRIPTION_STATUS_LABELS[change.to]).toLowerCase(),
          })}
        </p>
      ) : null}
      <FormError message={error} />
      <ModalActions
        onCancel={onCancel}
        label={t('admin.confirm')}
        busyLabel={t('admin.updating')}
        busy={busy}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
