import { useMutation } from '@tanstack/react-query';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { toast } from '../../../../lib/toast.ts';
import { isUnauthorizedError } from '../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../lib/use-app-services.ts';
import { useForm } from '../../../../lib/use-form.ts';
import { addNumberErrorMessage, parseAddNumber } from './add-number-values.ts';

type AddNumberModalProps = { open: boolean; onClose: () => void };

export function AddNumberModal({ open, onClose }: AddNumberModalProps) {
  const { t } = useLocale();
  return (
    <Modal open={open} title={t('addNumber.title')} onClose={onClose}>
      <AddNumberForm onDone={onClose} />
    </Modal>
  );
}

/** Mounted only while the modal is open, so every opening starts with an empty form. */
function AddNumberForm({ onDone }: { onDone: () => void }) {
  const { trpc, queryClient } = useAppServices();
  const { t } = useLocale();
  const add = useMutation(trpc.whatsappNumbers.add.mutationOptions());
  const form = useForm({
    initialValues: { name: '', number: '', test: false as boolean },
    parse: parseAddNumber,
    onSubmit: async (input) => {
      await add.mutateAsync(input);
      toast.success(t('msg.numberAdded'));
      onDone();
      await queryClient.invalidateQueries({ queryKey: trpc.whatsappNumbers.list.queryKey() });
    },
    onError: (error) => {
      // The session link has already sent the visitor to sign in.
      if (isUnauthorizedError(error)) return undefined;
      return addNumberErrorMessage(error);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <Field label={t('addNumber.businessName')} error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            {...form.bind('name')}
            className="input"
            autoComplete="organization"
            required
          />
        )}
      </Field>
      <Field label={t('addNumber.country')}>
        {(control) => (
          <select {...control} className="select" name="country" defaultValue="ID">
            <option value="ID">{t('addNumber.countryIndonesia')}</option>
          </select>
        )}
      </Field>
      <Field label={t('addNumber.number')} hint={t('addNumber.hint')} error={form.errors.number}>
        {(control) => (
          <input
            {...control}
            {...form.bind('number')}
            className="input"
            type="tel"
            inputMode="tel"
            placeholder="+628123456789"
            required
          />
        )}
      </Field>
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="test"
          checked={form.values.test}
          onChange={(event) => form.setValue('test', event.target.checked)}
        />
        <span>{t('addNumber.test')}</span>
      </label>
      <ModalActions
        onCancel={onDone}
        label={t('numbers.add')}
        busyLabel={t('addNumber.adding')}
        busy={form.submitting}
      />
    </form>
  );
}
