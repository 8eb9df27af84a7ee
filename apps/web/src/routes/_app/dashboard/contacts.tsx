import { createFileRoute } from '@tanstack/react-router';
import { ContactsIcon } from '../../../components/app/icons.tsx';
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
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>Contacts</h1>
          <p className="dashboard-page-lead">
            The customers who talk to your business on WhatsApp.
          </p>
        </div>
      </header>
      <section className="card dashboard-placeholder">
        <span className="dashboard-placeholder-icon">
          <ContactsIcon />
        </span>
        <h2>Contacts are coming soon</h2>
        <p>
          Everyone who messages your WhatsApp numbers will be listed here, with their conversation
          history, tags and notes.
        </p>
      </section>
    </div>
  );
}
