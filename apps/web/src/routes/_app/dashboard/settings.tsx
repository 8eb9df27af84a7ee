import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsIcon } from '../../../components/app/icons.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';

export const Route = createFileRoute('/_app/dashboard/settings')({
  loader: headLoader({
    title: 'Settings',
    description: 'Your account and business details.',
    path: '/dashboard/settings',
    noindex: true,
  }),
  head: headFromLoader,
  component: SettingsPage,
});

function SettingsPage() {
  const { trpc } = Route.useRouteContext();
  // Read from the cache the guard filled; no request of its own.
  const { data } = useQuery({ ...trpc.auth.user.queryOptions(), enabled: false });
  const user = data?.user;
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>Settings</h1>
          <p className="dashboard-page-lead">Your account and business details.</p>
        </div>
      </header>
      {user ? (
        <section className="card" aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <dl className="app-details">
            <div>
              <dt>Name</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Business</dt>
              <dd>{user.businessName ?? '-'}</dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>{user.whatsappNumber ?? '-'}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section className="card dashboard-placeholder">
        <span className="dashboard-placeholder-icon">
          <SettingsIcon />
        </span>
        <h2>More settings are coming soon</h2>
        <p>
          Changing your details, your password and your notification preferences will live here.
        </p>
      </section>
    </div>
  );
}
