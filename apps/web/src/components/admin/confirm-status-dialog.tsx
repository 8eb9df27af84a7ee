import type { SubscriptionStatus } from '@balasin/shared/plans';
import { Modal } from '../ui/modal.tsx';
import type { AdminSubscription } from './types.ts';

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
      {error ? (
        <p className="alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? 'Updating...' : 'Confirm'}
        </button>
      </div>
    </Modal>
  );
}
