import type { ConversationStatus } from '@balasin/shared/messaging';
import { useMutation } from '@tanstack/react-query';
import type { MessageKey } from '../../../../../i18n/en.ts';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/** The header's changes to a conversation: status, assignee, bot. Each re-reads what shows it. */
export const useConversationActions = (id: string) => {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const handlers = (failed: MessageKey) => ({
    onError: (error: unknown) => {
      if (!isUnauthorizedError(error)) toast.error(known(serverMessage(error) ?? t(failed)));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.conversations.get.queryKey({ id }) });
      void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
    },
  });
  const status = useMutation(
    trpc.conversations.setStatus.mutationOptions(handlers('msg.inboxStatusFailed')),
  );
  const assign = useMutation(
    trpc.conversations.assign.mutationOptions(handlers('msg.inboxAssignFailed')),
  );
  const bot = useMutation(trpc.conversations.setBot.mutationOptions(handlers('inbox.botFailed')));
  return {
    pending: status.isPending || assign.isPending || bot.isPending,
    setStatus: (next: ConversationStatus, snoozedUntil?: string) =>
      status.mutate({ id, status: next, ...(snoozedUntil ? { snoozed_until: snoozedUntil } : {}) }),
    assign: (assigneeId: string | null) => assign.mutate({ id, assignee_id: assigneeId }),
    setBot: (active: boolean) => bot.mutate({ id, active }),
  };
};
