import { useLocale } from '../../../../i18n/locale.tsx';

/**
 * What an agent sees on a page for the owner and admins (reached by its address: the menu does
 * not offer it): what an agent does here, rather than an error to retry or a control the server
 * would refuse.
 */
export function AgentNotice({ title }: { title: string }) {
  const { t } = useLocale();
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <h1>{title}</h1>
      </header>
      <p className="app-empty">{t('team.agentView')}</p>
    </div>
  );
}
