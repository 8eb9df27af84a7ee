import { messages } from '@balasin/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import { toast } from '../../../../lib/toast.ts';
import { isUnauthorizedError } from '../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../lib/use-app-services.ts';
import { useForm } from '../../../../lib/use-form.ts';
import { addNumberErrorMessage, parseAddNumber } from './add-number-values.ts';

type AddNumberModalProps = { open: boolean; onClose: () => void };

export function AddNumberModal({ open, onClose }: AddNumberModalProps) {
  return (
    <Modal open={open} title="Add WhatsApp Number" onClose={onClose}>
      <AddNumberForm onDone={onClose} />
    </Modal>
  );
}

/** Mounted only while the modal is open, so every opening starts with an empty form. */
function AddNumberForm({ onDone }: { onDone: () => void }) {
  const { trpc, queryClient } = useAppServices();
  const add = useMutation(trpc.whatsappNumbers.add.mutationOptions());
  const form = useForm({
    initialValues: { name: '', number: '', test: false as boolean },
    parse: parseAddNumber,
    onSubmit: async (input) => {
      await add.mutateAsync(input);
      toast.success(messages.numberAdded);
      onDone();
      await queryClient.invalidateQueries({ queryKey: trpc.whatsappNumbers.list.queryKey() });
    },
    onError: (error) => {
      // The session link has already sent the visitor to sign in.
      if (isUnauthorizedError(error)) return undefined;
      const message = addNumberErrorMessage(error);
      toast.error(message);
      return message;
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <Field label="Business name" error={form.errors.name}>
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
      <Field label="Country">
        {(control) => (
          <select {...control} className="select" name="country" defaultValue="ID">
            <option value="ID">Indonesia (+62)</option>
          </select>
        )}
      </Field>
      <Field
        label="WhatsApp number"
        hint="Format: Country code + number (e.g., +628123456789)"
        error={form.errors.number}
      >
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
        <span>
          Test number (sandbox): try connecting and chatting without a phone. At most 2, free, and
          allowed before your subscription is active.
        </span>
      </label>
      <ModalActions
        onCancel={onDone}
        label="Add Number"
        busyLabel="Adding..."
        busy={form.submitting}
      />
    </form>
  );
}
