import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { signOut } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminShell } from './-components/admin-shell.tsx';
import { useAdminGuard } from './-components/use-admin-guard.ts';

/**
 * The admin layout: every admin page sits behind the session and admin checks (spec sections 2
 * and 6). The check runs in the component rather than in beforeLoad so that the spinner shows
 * on a fresh page load too, while the data layer and the checks are still on their way.
 */
export const Route = createFileRoute('/_app/admin/_panel')({
  component: AdminPanel,
});

function AdminPanel() {
  const context = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { t } = useLocale();
  const allowed = useAdminGuard(context);

  const signOutAdmin = async () => {
    try {
      await signOut(context);
    } catch {
      toast.error(t('msg.signOutFailed'));
    }
    await navigate({ to: '/admin/login' });
  };

  if (!allowed) return <PageSpinner label={t('admin.checkingAccess')} />;
  return (
    <AdminShell onSignOut={signOutAdmin}>
      <Outlet />
    </AdminShell>
  );
}
