import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../../../i18n/locale.tsx';

/** Someone else's number, a deleted one or a mistyped address all look the same. */
export function NumberNotFound() {
  const { t } = useLocale();
  return (
    <div className="dashboard-page">
      <p className="app-empty" role="alert">
        {t('number.notFound')}
      </p>
      <Link to="/dashboard" className="button">
        {t('number.backToList')}
      </Link>
    </div>
  );
}
