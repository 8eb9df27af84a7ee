import { messages } from '@balasin/shared/messages';
import { createFileRoute, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DashboardShell } from '../../components/app/dashboard-shell.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { LocaleProvider } from '../../i18n/locale.tsx';
import { fetchSessionUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
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
  // The signed-in user, once confirmed: their language is remembered under their id.
  const [userId, setUserId] = useState<string>();

  // The path is the trigger, not an input: every new page is checked again.
  useEffect(() => {
    let current = true;
    const toLogin = () => void navigate({ to: '/login', replace: true });
    fetchSessionUser({ queryClient, trpc, api }).then(
      (user) => {
        if (!current) return;
        if (user) setUserId(user.id);
        else toLogin();
      },
      () => {
        if (!current) return;
        toast.error(messages.authCheckFailed);
        toLogin();
      },
    );
    return () => {
      current = false;
    };
  }, [queryClient, trpc, api, navigate, pathname]);

  if (!userId) return <PageSpinner label="Checking your session..." />;
  return (
    <LocaleProvider userId={userId}>
      <DashboardShell>
        <LiveNumbers />
        <Outlet />
      </DashboardShell>
    </LocaleProvider>
  );
}

/** Subscribes only once the session is confirmed: the stream needs the session cookie. */
function LiveNumbers() {
  useNumberEvents();
  return null;
}
