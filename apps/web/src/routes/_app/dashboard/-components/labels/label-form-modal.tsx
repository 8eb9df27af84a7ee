import { LABEL_COLORS, LABELS, type LabelColor } from '@balasin/shared/labels';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { Label } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

type Props = { label: Label | undefined; onClose: () => void };

/** Rename or recolour a label; every conversation and contact carrying it shows the change. */
export function LabelFormModal({ label, onClose }: Props) {
  const { t } = useLocale();
  return (
    <Modal open={label !== undefined} title={t('labelsPage.editTitle')} onClose={onClose}>
      {label ? <LabelForm label={label} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Mounted only while the modal is open, so every opening starts from the label as it is. */
function LabelForm({ label, onDone }: { label: Label; onDone: () => void }) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const update = useMutation(trpc.labels.update.mutationOptions());
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState<LabelColor>(label.color);
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('msg.labelNameRequired'));
      return;
    }
    setError(undefined);
    update.mutate(
      { id: label.id, name: name.trim(), color },
      {
        onSuccess: async () => {
          toast.success(t('labelsPage.saved'));
          onDone();
          // The inbox and the contacts show labels inside their rows: those lists change too.
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: trpc.labels.list.pathKey() }),
            queryClient.invalidateQueries({ queryKey: trpc.conversations.pathKey() }),
          ]);
        },
        onError: (failure) => {
          if (isUnauthorizedError(failure)) return;
          const message = serverMessage(failure) ?? t('labelsPage.saveFailed');
          setError(message);
          toast.error(known(message));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Field label={t('labelsPage.name')} error={error ? known(error) : undefined}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="name"
            value={name}
            maxLength={LABELS.nameMax}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            required
          />
        )}
      </Field>
      <Field label={t('labels.color')}>
        {(control) => (
          <select
            {...control}
            className="select"
            name="color"
            value={color}
            onChange={(event) => setColor(event.target.value as LabelColor)}
          >
            {LABEL_COLORS.map((option) => (
              <option key={option} value={option}>
                {t(`labels.colors.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="label-form-preview">
        <span className={`label-chip is-${color}`}>{name.trim() || label.name}</span>
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('labelsPage.save')}
        </button>
      </div>
    </form>
  );
}
