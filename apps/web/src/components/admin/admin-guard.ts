import { messages } from '@balasin/shared/messages';
import { confirmAdmin, fetchSessionUser, type SessionContext } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * The path the admin check last passed on. Search-only navigations (typing in the subscription
 * search, paging) keep the path, so they skip the two session calls; a new path checks again.
 */
let confirmedPath: string | undefined;

export const forgetAdminAccess = () => {
  confirmedPath = undefined;
};

/**
 * The admin layout's guard (spec sections 2 and 6): a signed-in user, then the server's admin
 * check, on every load and path change. Answers false when the visitor must go to /admin/login.
 */
export const hasAdminAccess = async (
  context: SessionContext,
  pathname: string,
  entering: boolean,
) => {
  if (!entering && confirmedPath === pathname) return true;
  confirmedPath = undefined;
  const user = await fetchSessionUser(context).catch(() => null);
  if (!user) return false;
  if (!(await confirmAdmin(context))) {
    toast.error(messages.unauthorizedAccess, { id: 'admin-unauthorized' });
    return false;
  }
  confirmedPath = pathname;
  return true;
};
