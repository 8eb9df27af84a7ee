import { useLocale } from '../../i18n/locale-context.ts';
/** A full-area loading indicator with a name screen readers announce. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLocale();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
