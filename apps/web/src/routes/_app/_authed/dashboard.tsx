import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardShell } from '../../../components/app/dashboard-shell.tsx';

/** /dashboard/*: the signed-in frame around the WhatsApp, Contacts and Settings pages. */
export const Route = createFileRoute('/_app/_authed/dashboard')({
  component: DashboardLayout,
});

function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
