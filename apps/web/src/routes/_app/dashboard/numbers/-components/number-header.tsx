import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';

/** The number's name and address, and the tabs between its pages. */
export function NumberHeader({ number }: { number: WhatsappNumberDetail }) {
  const { t } = useLocale();
  return (
    <>
      <Link to="/dashboard" className="back-link">
        <span aria-hidden="true">←</span> {t('number.back')}
      </Link>
      <header className="dashboard-page-header">
        <div>
          <h1>{number.name}</h1>
          <p className="dashboard-page-lead">
            <span className="nowrap">{number.number}</span> · {number.businesses.name}
          </p>
        </div>
        {number.test ? <span className="test-badge">{t('common.testNumber')}</span> : null}
      </header>
      <nav className="page-tabs" aria-label={t('number.tabs')}>
        <Link
          to="/dashboard/numbers/$id"
          params={{ id: number.id }}
          activeOptions={{ exact: true, includeSearch: false }}
          className="page-tab"
        >
          {t('numberTabs.connection')}
        </Link>
        <Link to="/dashboard/numbers/$id/bot" params={{ id: number.id }} className="page-tab">
          {t('numberTabs.bot')}
        </Link>
        <Link
          to="/dashboard/numbers/$id/developers"
          params={{ id: number.id }}
          className="page-tab"
        >
          {t('numberTabs.developers')}
        </Link>
      </nav>
    </>
  );
}
