import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/** A menu of the business's labels to filter a list by; empty means every label. */
export function LabelFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const { trpc } = useAppServices();
  const { t } = useLocale();
  const id = useId();
  const labels = useQuery({ ...trpc.labels.list.queryOptions(), staleTime: 30_000 });
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('labels.filter')}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('labels.all')}</option>
        {labels.data?.items.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name}
          </option>
        ))}
      </select>
    </>
  );
}
