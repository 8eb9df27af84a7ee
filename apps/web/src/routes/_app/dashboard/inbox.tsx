import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { ConversationList } from './-components/inbox/conversation-list.tsx';
import { useInboxEvents } from './-components/inbox/use-inbox-events.ts';

/**
 * /dashboard/inbox/*: the conversations beside the open one on a laptop; on a phone the list and
 * the thread are separate screens (the class says which one shows). Live for both, once.
 */
export const Route = createFileRoute('/_app/dashboard/inbox')({
  component: InboxLayout,
});

function InboxLayout() {
  const openId = useParams({ strict: false, select: (params) => params.id });
  useInboxEvents(openId);
  return (
    <div className={`inbox${openId ? ' has-thread' : ''}`}>
      <ConversationList selectedId={openId} />
      <div className="inbox-pane">
        <Outlet />
      </div>
    </div>
  );
}
