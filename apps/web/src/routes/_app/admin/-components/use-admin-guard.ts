import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { currentLocale, translate } from '../../../../i18n/translate.ts';
import { confirmAdmin, fetchSessionUser, type SessionContext } from '../../../../lib/session.ts';
import { toast } from '../../../../lib/toast.ts';

/** A signed-in user, then the server's admin check (spec section 6). */
const hasAdminAccess = async (context: SessionContext) => {
  const user = await fetchSessionUser(context).catch(() => null);
  if (!user) return false;
  if (await confirmAdmin(context)) return true;
  toast.error(translate(currentLocale(), 'msg.unauthorizedAccess'), { id: 'admin-unauthorized' });
  return false;
};

/**
 * The admin layout's guard (spec sections 2 and 4): checks on load and again on every path
 * change, and sends anyone who fails to /admin/login. Answers false until the first check
 * passes, so the layout shows its spinner and no admin page mounts before then. Search-only
 * changes (typing, paging) keep the path and are not re-checked.
 */
export const useAdminGuard = ({ queryClient, trpc, api }: SessionContext) => {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);

  // `pathname` is a dependency on purpose: each new path is checked again.
  useEffect(() => {
    let current = true;
    void hasAdminAccess({ queryClient, trpc, api }).then((ok) => {
      if (!current) return;
      if (ok) setAllowed(true);
      else void navigate({ to: '/admin/login', replace: true });
    });
    return () => {
      current = false;
    };
  }, [queryClient, trpc, api, navigate, pathname]);

  return allowed;
};
