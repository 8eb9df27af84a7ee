import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { AdminLoginForm } from './-components/admin-login-form.tsx';

export const Route = createFileRoute('/_app/admin/login')({
  loader: headLoader({
    title: 'Admin Login',
    description: 'Sign in to the Balasin admin area.',
    path: '/admin/login',
    noindex: true,
  }),
  head: headFromLoader,
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const context = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <main id="main" className="admin-login">
      <div className="card admin-login-card">
        <h1>Admin Login</h1>
        <p className="admin-login-intro">Sign in to view statistics and manage subscriptions.</p>
        <AdminLoginForm context={context} onSignedIn={() => navigate({ to: '/admin/dashboard' })} />
      </div>
    </main>
  );
}
