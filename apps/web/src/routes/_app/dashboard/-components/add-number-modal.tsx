import { messages } from '@balasin/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { isUnauthorizedError } from '../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../lib/use-app-services.ts';
import {
  type AddNumberField,
  addNumberErrorMessage,
  toAddNumberInput,
  validateAddNumber,
} from './add-number-values.ts';

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
  const [values, setValues] = useState({ name: '', number: '', test: false });
  const [errors, setErrors] = useState<FieldErrors<AddNumberField>>({});
  const [formError, setFormError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddNumber(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    add.mutate(toAddNumberInput(values), {
      onSuccess: async () => {
        toast.success(messages.numberAdded);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.whatsappNumbers.list.queryKey() });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        const message = addNumberErrorMessage(error);
        setFormError(message);
        toast.error(message);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      {formError ? (
        <div className="alert-error" role="alert">
          {formError}
        </div>
      ) : null}
      <Field label="Business name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="name"
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
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
        error={errors.number}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="number"
            type="tel"
            inputMode="tel"
            placeholder="+628123456789"
            value={values.number}
            onChange={(event) => setValues({ ...values, number: event.target.value })}
            required
          />
        )}
      </Field>
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="test"
          checked={values.test}
          onChange={(event) => setValues({ ...values, test: event.target.checked })}
        />
        <span>
          Test number (sandbox): try connecting and chatting without a phone. At most 2, free, and
          allowed before your subscription is active.
        </span>
      </label>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Number'}
        </button>
      </div>
    </form>
  );
}
