import { messages } from '@balasin/shared/messages';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { forgetAdminAccess } from '../../../components/admin/admin-guard.ts';
import { AdminShell } from '../../../components/admin/admin-shell.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { signOut } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The admin layout: every admin page sits behind the session and admin checks (spec sections 2
 * and 6), shown as a spinner while they run.
 */
export const Route = createFileRoute('/_app/admin/_panel')({
  staticData: { lang: 'en' },
  beforeLoad: async ({ context, location, cause }) => {
    // Hovering a link must not spend two session calls; the real navigation checks.
    if (cause === 'preload') return;
    // Loaded on demand so the session code stays out of the marketing pages' bundle.
    const { hasAdminAccess } = await import('../../../components/admin/admin-guard.ts');
    if (!(await hasAdminAccess(context, location.pathname, cause === 'enter'))) {
      throw redirect({ to: '/admin/login', replace: true });
    }
  },
  pendingComponent: () => <PageSpinner label="Checking access..." />,
  pendingMs: 0,
  pendingMinMs: 200,
  component: AdminPanel,
});

function AdminPanel() {
  const context = Route.useRouteContext();
  const navigate = Route.useNavigate();

  const signOutAdmin = async () => {
    forgetAdminAccess();
    try {
      await signOut(context);
    } catch {
      toast.error(messages.signOutFailed);
    }
    await navigate({ to: '/admin/login' });
  };

  return (
    <AdminShell onSignOut={signOutAdmin}>
      <Outlet />
    </AdminShell>
  );
}
