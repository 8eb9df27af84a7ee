import { LABEL_COLORS, LABELS, type LabelColor } from '@balasin/shared/labels';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { Label } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/** The owner's and admins' way to add a label where they need it; it is applied at once. */
export function NewLabelForm({ onCreated }: { onCreated: (label: Label) => void }) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const [name, setName] = useState('');
  const [color, setColor] = useState<LabelColor>('blue');
  const nameId = useId();
  const colorId = useId();
  const create = useMutation(
    trpc.labels.create.mutationOptions({
      onSuccess: (label) => {
        setName('');
        void queryClient.invalidateQueries({ queryKey: trpc.labels.list.pathKey() });
        onCreated(label);
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) {
          toast.error(known(serverMessage(error) ?? t('labels.createFailed')));
        }
      },
    }),
  );
  return (
    <form
      className="label-new"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() !== '' && !create.isPending) create.mutate({ name, color });
      }}
    >
      <label className="visually-hidden" htmlFor={nameId}>
        {t('labels.newName')}
      </label>
      <input
        id={nameId}
        className="input"
        placeholder={t('labels.newName')}
        maxLength={LABELS.nameMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="visually-hidden" htmlFor={colorId}>
        {t('labels.color')}
      </label>
      <select
        id={colorId}
        className="select"
        value={color}
        onChange={(event) => setColor(event.target.value as LabelColor)}
      >
        {LABEL_COLORS.map((option) => (
          <option key={option} value={option}>
            {t(`labels.colors.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={create.isPending || name.trim() === ''}>
        {t('labels.add')}
      </button>
    </form>
  );
}
