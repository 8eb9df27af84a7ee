import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useInboxStream } from '../../../../../lib/inbox-stream.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/**
 * Keeps the inbox live: an event says which conversation changed (a message, its status, its
 * assignee, a read), and for the open conversation its thread is read again. A
 * message in the conversation being read is marked read at once: the person is looking at it.
 * Mounted once by the inbox layout; it hears the tab's one stream (lib/inbox-stream.ts, opened by
 * the dashboard), which counts the person as online while the inbox is shown.
 */
export const useInboxEvents = (openId: string | undefined) => {
  const { trpc, queryClient } = useAppServices();
  const open = useRef(openId);
  open.current = openId;
  const markRead = useMutation(trpc.conversations.markRead.mutationOptions());
  useInboxStream(
    {
      // What was read before the stream opened (the first page, or anything during a reconnect)
      // may have changed unseen: read it once more now that no change can be missed.
      onStarted: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.get.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.thread.pathKey() });
      },
      // The list is read again by the dashboard's own listener (lib/use-inbox-alerts.ts) on every
      // event; doing it here too cancelled that read and started a second one.
      onData: (data) => {
        if (data.conversationId !== open.current) return;
        const id = data.conversationId;
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.get.queryKey({ id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.thread.pathKey() });
        if (data.change === 'message') markRead.mutate({ id });
      },
    },
    true,
  );
};
