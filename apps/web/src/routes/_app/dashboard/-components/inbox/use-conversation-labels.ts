import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { Label } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/** Puts labels on a conversation and takes them off; the header and the list re-read. */
export const useConversationLabels = (id: string) => {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const handlers = {
    onError: (error: unknown) => {
      if (!isUnauthorizedError(error)) {
        toast.error(known(serverMessage(error) ?? t('labels.applyFailed')));
      }
    },
    // Pending until the conversation is read again: a tick made before then would be undone
    // by that read's answer.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
      return queryClient.invalidateQueries({ queryKey: trpc.conversations.get.queryKey({ id }) });
    },
  };
  const add = useMutation(trpc.conversations.addLabel.mutationOptions(handlers));
  const remove = useMutation(trpc.conversations.removeLabel.mutationOptions(handlers));
  return {
    pending: add.isPending || remove.isPending,
    toggle: (label: Label, on: boolean) => (on ? add : remove).mutate({ id, label_id: label.id }),
  };
};
