import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../ui/modal.tsx';
import { toIsoOrNull, toLocalInputValue } from './datetime-local.ts';
import type { AdminSubscription } from './types.ts';

export type SubscriptionDates = { start_date: string | null; end_date: string | null };

type EditDatesDialogProps = {
  subscription: AdminSubscription | undefined;
  busy: boolean;
  /** The server's reason when the dates were refused (e.g. end before start). */
  error: string | undefined;
  onCancel: () => void;
  onSave: (dates: SubscriptionDates) => void;
};

export function EditDatesDialog({
  subscription,
  busy,
  error,
  onCancel,
  onSave,
}: EditDatesDialogProps) {
  return (
    <Modal open={Boolean(subscription)} title="Edit Subscription Dates" onClose={onCancel}>
      {subscription ? (
        <DatesForm
          subscription={subscription}
          busy={busy}
          error={error}
          onCancel={onCancel}
          onSave={onSave}
        />
      ) : null}
    </Modal>
  );
}

function DatesForm({
  subscription,
  busy,
  error,
  onCancel,
  onSave,
}: EditDatesDialogProps & { subscription: AdminSubscription }) {
  const startId = useId();
  const endId = useId();
  const [start, setStart] = useState(() => toLocalInputValue(subscription.start_date));
  const [end, setEnd] = useState(() => toLocalInputValue(subscription.end_date));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      start_date: toIsoOrNull(start, subscription.start_date),
      end_date: toIsoOrNull(end, subscription.end_date),
    });
  };

  return (
    <form onSubmit={submit}>
      <p className="admin-dialog-subject">{subscription.owner_email}</p>
      <div className="field">
        <label htmlFor={startId}>Start Date</label>
        <input
          id={startId}
          className="input"
          type="datetime-local"
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={endId}>End Date</label>
        <input
          id={endId}
          className="input"
          type="datetime-local"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      {error ? (
        <p className="alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
