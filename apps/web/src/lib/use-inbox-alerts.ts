import { useNavigate } from '@tanstack/react-router';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useLocale } from '../i18n/locale.tsx';
import { playInboxChime } from './inbox-chime.ts';
import { inboxStream, useInboxPresence } from './inbox-stream.ts';
import { toast } from './toast.ts';
import { useAppServices } from './use-app-services.ts';
import { useSessionUser } from './use-session-user.ts';

/**
 * The dashboard's ear for the inbox, wherever the person is: every change refreshes the Inbox
 * badge, and a conversation given to them by someone else (or by automatic assignment), or handed
 * off by the bot to them or to the queue, plays a short sound and is announced with the
 * customer's name (a toast, read out by screen readers). Never for what the person did
 * themselves. Its stream makes the person online for assignment only while an inbox is open.
 */
export const useInboxAlerts = () => {
  const { trpc, queryClient } = useAppServices();
  const { t } = useLocale();
  const navigate = useNavigate();
  const me = useSessionUser()?.id;
  // The tab's one stream: the inbox page hears it too (lib/inbox-stream.ts), and while an inbox
  // is open it counts its person as online.
  const presence = useInboxPresence();
  useSubscription(
    trpc.conversations.events.subscriptionOptions(
      { presence },
      {
        enabled: Boolean(me),
        onStarted: inboxStream.started,
        onData: async ({ data }) => {
          inboxStream.data(data);
          void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
          const alert = data.alert;
          if (!alert || !me || alert.actorId === me) return;
          const forMe =
            alert.assigneeId === me || (alert.kind === 'handoff' && alert.assigneeId === null);
          if (!forMe) return;
          const conversation = await queryClient
            .fetchQuery(trpc.conversations.get.queryOptions({ id: data.conversationId }))
            .catch(() => undefined);
          if (!conversation) return;
          const customer =
            conversation.contact.name ?? conversation.contact.phone ?? t('inbox.unknownContact');
          playInboxChime();
          toast.message(
            t(alert.kind === 'handoff' ? 'inbox.alert.handoff' : 'inbox.alert.assigned', {
              name: customer,
            }),
            {
              // One toast per conversation: a hand-off given to this person a moment later
              // ('waiting for a person', then 'now yours to answer') replaces the first.
              id: `inbox-alert-${conversation.id}`,
              action: {
                label: t('inbox.alert.open'),
                onClick: () =>
                  void navigate({ to: '/dashboard/inbox/$id', params: { id: conversation.id } }),
              },
            },
          );
        },
      },
    ),
  );
};
