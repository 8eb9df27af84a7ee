import { createFileRoute, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DashboardShell } from '../../components/app/dashboard-shell.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { fetchSessionUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useInboxAlerts } from '../../lib/use-inbox-alerts.ts';
import { useNumberEvents } from '../../lib/use-number-events.ts';

/**
 * /dashboard/*: the signed-in frame around the WhatsApp, Contacts and Settings pages, behind the
 * guard of spec section 4: a spinner during the first check, /login without a user,
 * 'Authentication check failed' when the check itself fails, and a fresh check on every path
 * change. Later checks run behind the page already shown, so moving between dashboard pages does
 * not flash the spinner; a failed one still sends the visitor to /login.
 */
export const Route = createFileRoute('/_app/dashboard')({
  component: DashboardLayout,
});

function DashboardLayout() {
  const { queryClient, trpc, api } = Route.useRouteContext();
  const navigate = useNavigate();
  // The path once a navigation has finished: a navigation that leaves this layout (sign-out going
  // to /login) has unmounted the guard by then instead of triggering one more check.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const { t } = useLocale();
  const [confirmed, setConfirmed] = useState(false);

  // The path is the trigger, not an input: every new page is checked again.
  useEffect(() => {
    let current = true;
    const toLogin = () => void navigate({ to: '/login', replace: true });
    fetchSessionUser({ queryClient, trpc, api }).then(
      (user) => {
        if (!current) return;
        if (user) setConfirmed(true);
        else toLogin();
      },
      () => {
        if (!current) return;
        toast.error(t('msg.authCheckFailed'));
        toLogin();
      },
    );
    return () => {
      current = false;
    };
  }, [queryClient, trpc, api, navigate, pathname]);

  if (!confirmed) return <PageSpinner label={t('shell.checkingSession')} />;
  return (
    <DashboardShell>
      <LiveNumbers />
      <Outlet />
    </DashboardShell>
  );
}

/** Subscribes only once the session is confirmed: the stream needs the session cookie. */
function LiveNumbers() {
  useNumberEvents();
  useInboxAlerts();
  return null;
}
