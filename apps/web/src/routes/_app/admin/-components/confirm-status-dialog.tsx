import type { SubscriptionStatus } from '@balasin/shared/plans';
import { FormError } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
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
  return (
    <Modal open={Boolean(change)} title="Confirm Status Change" onClose={onCancel}>
      <p className="admin-dialog-subject">
        <strong>{change?.customer.business_name}</strong> {change?.customer.owner_email}
      </p>
      <p>
        Are you sure you want to change the subscription status from {change?.from} to {change?.to}?
      </p>
      <FormError message={error} />
      <ModalActions
        onCancel={onCancel}
        label="Confirm"
        busyLabel="Updating..."
        busy={busy}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
