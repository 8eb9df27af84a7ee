import { EmailText } from '../../../../components/ui/email-text.tsx';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { AdminSubscription } from '../../../../lib/api-types.ts';
import { useForm } from '../../../../lib/use-form.ts';
import { toIsoOrNull, toLocalInputValue } from './datetime-local.ts';

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
  const { t } = useLocale();
  return (
    <Modal open={Boolean(subscription)} title={t('admin.datesTitle')} onClose={onCancel}>
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

/** Either date may be emptied; an empty value is sent as null (spec section 5). */
function DatesForm({
  subscription,
  busy,
  error,
  onCancel,
  onSave,
}: EditDatesDialogProps & { subscription: AdminSubscription }) {
  const { t } = useLocale();
  const form = useForm({
    initialValues: {
      start: toLocalInputValue(subscription.start_date),
      end: toLocalInputValue(subscription.end_date),
    },
    parse: (values) => ({
      success: true,
      data: {
        start_date: toIsoOrNull(values.start, subscription.start_date),
        end_date: toIsoOrNull(values.end, subscription.end_date),
      },
    }),
    onSubmit: async (dates) => onSave(dates),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p className="admin-dialog-subject">
        <strong>{subscription.business_name}</strong> <EmailText email={subscription.owner_email} />
      </p>
      <Field label={t('admin.colStart')}>
        {(control) => (
          <input {...control} {...form.bind('start')} className="input" type="datetime-local" />
        )}
      </Field>
      <Field label={t('admin.colEnd')}>
        {(control) => (
          <input {...control} {...form.bind('end')} className="input" type="datetime-local" />
        )}
      </Field>
      <FormError message={error} />
      <ModalActions
        onCancel={onCancel}
        label={t('admin.saveChanges')}
        busyLabel={t('common.saving')}
        busy={busy}
      />
    </form>
  );
}
