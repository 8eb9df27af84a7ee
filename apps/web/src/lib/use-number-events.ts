import { useSubscription } from '@trpc/tanstack-react-query';
import { useAppServices } from './use-app-services.ts';

/**
 * Keeps every number page live: the server says which number changed (its state, its QR, its
 * test-phone chat) and the queries showing it are read again. Mounted once for the dashboard; a
 * hand-off by the bot is announced by the inbox's alerts (use-inbox-alerts.ts), with a link to
 * the conversation.
 */
export const useNumberEvents = () => {
  const { trpc, queryClient } = useAppServices();
  useSubscription(
    trpc.whatsappNumbers.events.subscriptionOptions(undefined, {
      onData: ({ data }) => {
        const refresh = (queryKey: readonly unknown[]) =>
          void queryClient.invalidateQueries({ queryKey });
        if (data.kind === 'sandbox') {
          refresh(trpc.whatsappNumbers.sandboxMessages.queryKey({ id: data.numberId }));
          return;
        }
        refresh(trpc.whatsappNumbers.list.queryKey());
        refresh(trpc.whatsappNumbers.get.queryKey({ id: data.numberId }));
      },
    }),
  );
};
