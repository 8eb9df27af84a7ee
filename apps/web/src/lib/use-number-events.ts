import { useNavigate } from '@tanstack/react-router';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useLocale } from '../i18n/locale.tsx';
import { toast } from './toast.ts';
import { useAppServices } from './use-app-services.ts';

/**
 * Keeps every number page live: the server says which number changed (its state, its QR, its
 * test-phone chat) and the queries showing it are read again; a hand-off by the bot is announced.
 * Mounted once for the dashboard.
 */
export const useNumberEvents = () => {
  const { trpc, queryClient } = useAppServices();
  const { t } = useLocale();
  const navigate = useNavigate();
  useSubscription(
    trpc.whatsappNumbers.events.subscriptionOptions(undefined, {
      onData: ({ data }) => {
        const refresh = (queryKey: readonly unknown[]) =>
          void queryClient.invalidateQueries({ queryKey });
        // The bot passed a customer to a person: whoever is looking is told now, wherever they are.
        if (data.kind === 'handoff') {
          toast.message(t('bot.handoffToast'), {
            action: {
              label: t('bot.handoffOpen'),
              onClick: () =>
                void navigate({ to: '/dashboard/numbers/$id', params: { id: data.numberId } }),
            },
          });
          return;
        }
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
