import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { Label } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/** Puts labels on contacts and takes them off; the book re-reads. */
export const useContactLabels = () => {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const handlers = {
    onError: (error: unknown) => {
      if (!isUnauthorizedError(error)) {
        toast.error(known(serverMessage(error) ?? t('labels.applyFailed')));
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: trpc.contacts.list.pathKey() }),
  };
  const add = useMutation(trpc.contacts.addLabel.mutationOptions(handlers));
  const remove = useMutation(trpc.contacts.removeLabel.mutationOptions(handlers));
  return {
    pending: add.isPending || remove.isPending,
    toggle: (contactId: string, label: Label, on: boolean) =>
      (on ? add : remove).mutate({ id: contactId, label_id: label.id }),
  };
};
