import { createFileRoute } from '@tanstack/react-router';
import { ContactsIcon } from '../../../components/app/icons.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';

export const Route = createFileRoute('/_app/dashboard/contacts')({
  loader: headLoader({
    title: 'Contacts',
    description: 'The customers who talk to your business on WhatsApp.',
    path: '/dashboard/contacts',
    noindex: true,
  }),
  head: headFromLoader,
  component: ContactsPage,
});

function ContactsPage() {
  const { t } = useLocale();
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('contacts.title')}</h1>
          <p className="dashboard-page-lead">{t('contacts.lead')}</p>
        </div>
      </header>
      <section className="card dashboard-placeholder">
        <span className="dashboard-placeholder-icon">
          <ContactsIcon />
        </span>
        <h2>{t('contacts.comingTitle')}</h2>
        <p>{t('contacts.comingText')}</p>
      </section>
    </div>
  );
}
