import { useQuery } from '@tanstack/react-query';
import { useAppServices } from './use-app-services.ts';

/** How many of the newest conversations of each kind the navigation's badge looks at. */
const COUNTED = 100;

/**
 * The conversations waiting for the signed-in person, for the navigation's Inbox badge: theirs
 * with customer messages unread, and the bot's hand-offs nobody has taken yet whose customer still
 * waits (one answered from the number's own phone does not, until the customer writes again).
 * They are list queries, so every live event (the dashboard's alerts stream, or an open inbox)
 * refreshes them.
 */
export const useInboxUnread = () => {
  const { trpc } = useAppServices();
  const mine = useQuery({
    ...trpc.conversations.list.queryOptions({ assignee: 'mine', status: 'open', limit: COUNTED }),
    staleTime: 30_000,
    select: (page) => page.items.filter((item) => item.unread_count > 0).length,
  });
  const handoffs = useQuery({
    ...trpc.conversations.list.queryOptions({
      assignee: 'unassigned',
      status: 'open',
      limit: COUNTED,
    }),
    staleTime: 30_000,
    select: (page) => page.items.filter((item) => item.handoff_reason && item.waiting_since).length,
  });
  return (mine.data ?? 0) + (handoffs.data ?? 0);
};
