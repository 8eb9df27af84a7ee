import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { AdminSubscription, AdminSubscriptionPage } from '../../../../lib/api-types.ts';
import type { SessionContext } from '../../../../lib/session.ts';
import { toast } from '../../../../lib/toast.ts';

/**
 * The admin's two changes to a subscription. The changed row shows at once in every cached page;
 * the list and the statistics are then refetched, since a change can move a row out of a filter
 * and changes the revenue.
 */
export const useSubscriptionChanges = ({ trpc, queryClient }: SessionContext) => {
  const { t } = useLocale();
  const applyChange = (updated: AdminSubscription) => {
    queryClient.setQueriesData<AdminSubscriptionPage>(
      { queryKey: trpc.admin.subscriptions.pathKey() },
      (page) =>
        page && {
          ...page,
          items: page.items.map((item) => (item.id === updated.id ? updated : item)),
        },
    );
    void queryClient.invalidateQueries({ queryKey: trpc.admin.subscriptions.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey() });
  };

  const updateStatus = useMutation(
    trpc.subscriptions.updateStatus.mutationOptions({
      onSuccess: (updated) => {
        applyChange(updated);
        toast.success(t('msg.statusUpdated'));
      },
      onError: () => toast.error(t('msg.statusUpdateFailed')),
    }),
  );

  const updateDates = useMutation(
    trpc.subscriptions.updateDates.mutationOptions({
      onSuccess: (updated) => {
        applyChange(updated);
        toast.success(t('msg.datesUpdated'));
      },
      onError: () => toast.error(t('msg.datesUpdateFailed')),
    }),
  );

  return { updateStatus, updateDates };
};
