import type { ConversationStatus } from '@balasin/shared/messaging';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MessageKey } from '../../../../../i18n/en.ts';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/**
 * The header's changes to a conversation: status, assignee, bot. One at a time: a change asked
 * for while another is on its way (a button pressed twice, the `e` key repeated) is ignored.
 * Each re-reads what shows it, and says its result in `result` for the header's live region.
 */
export const useConversationActions = (id: string) => {
  const { trpc, queryClient } = useAppServices();
  const { t, known, format } = useLocale();
  const [result, setResult] = useState('');
  // Set as a change is sent, not at the next render: two key presses can arrive before it.
  const busy = useRef(false);
  const handlers = (failed: MessageKey) => ({
    onError: (error: unknown) => {
      if (!isUnauthorizedError(error)) toast.error(known(serverMessage(error) ?? t(failed)));
    },
    // Pending until the conversation is read again, so the header never shows the old value
    // between the server's answer and the new one.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
      return queryClient.invalidateQueries({ queryKey: trpc.conversations.get.queryKey({ id }) });
    },
  });
  const status = useMutation(
    trpc.conversations.setStatus.mutationOptions(handlers('msg.inboxStatusFailed')),
  );
  const assign = useMutation(
    trpc.conversations.assign.mutationOptions(handlers('msg.inboxAssignFailed')),
  );
  const bot = useMutation(trpc.conversations.setBot.mutationOptions(handlers('inbox.botFailed')));

  /** Sends the change unless one is on its way; once done, `said` is announced. */
  const change = (send: () => Promise<unknown>, said: string) => {
    if (busy.current) return;
    busy.current = true;
    // Emptied first, so the same result twice in a row is heard twice.
    setResult('');
    send()
      .then(() => setResult(said))
      // A failure has already been told by its toast.
      .catch(() => {})
      .finally(() => {
        busy.current = false;
      });
  };

  // What happened, said whole in each language, not a label and a value put side by side.
  const statusText = (next: ConversationStatus, snoozedUntil?: string) => {
    if (next !== 'snoozed') return t(`inbox.status.${next}`);
    return snoozedUntil
      ? t('inbox.announce.snoozedUntil', { time: format.dateTime(snoozedUntil) })
      : t('inbox.announce.snoozedReply');
  };

  return {
    pending: status.isPending || assign.isPending || bot.isPending,
    /** The assignee on its way, while it is: the select shows the choice, not the old value. */
    assigning: assign.isPending ? assign.variables?.assignee_id : undefined,
    result,
    setStatus: (next: ConversationStatus, snoozedUntil?: string) =>
      change(
        () =>
          status.mutateAsync({
            id,
            status: next,
            ...(snoozedUntil ? { snoozed_until: snoozedUntil } : {}),
          }),
        statusText(next, snoozedUntil),
      ),
    /** Gives the conversation to a member (named as the announcement says them), or nobody. */
    assign: (assignee: { id: string; name: string } | null) =>
      change(
        () => assign.mutateAsync({ id, assignee_id: assignee?.id ?? null }),
        assignee ? t('inbox.assignedTo', { name: assignee.name }) : t('inbox.announce.unassigned'),
      ),
    setBot: (active: boolean) =>
      change(
        () => bot.mutateAsync({ id, active }),
        t(active ? 'inbox.botAnswering' : 'inbox.botPaused'),
      ),
  };
};
