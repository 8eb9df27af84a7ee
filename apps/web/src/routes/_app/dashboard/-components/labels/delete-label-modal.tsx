import { useMutation, useQuery } from '@tanstack/react-query';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { Label } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

type Props = { label: Label | undefined; onClose: () => void };

/** Deleting a label takes it off everything: the confirmation says how much, before it is done. */
export function DeleteLabelModal({ label, onClose }: Props) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const usage = useQuery({
    ...trpc.labels.usage.queryOptions({ id: label?.id ?? '' }),
    enabled: label !== undefined,
    staleTime: 0,
  });
  const remove = useMutation(trpc.labels.remove.mutationOptions());
  const confirm = () => {
    if (!label) return;
    remove.mutate(
      { id: label.id },
      {
        onSuccess: async () => {
          toast.success(t('labelsPage.deleted', { name: label.name }));
          onClose();
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: trpc.labels.list.pathKey() }),
            queryClient.invalidateQueries({ queryKey: trpc.conversations.pathKey() }),
          ]);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast.error(known(serverMessage(error) ?? t('labelsPage.deleteFailed')));
        },
      },
    );
  };
  return (
    <Modal
      open={label !== undefined}
      title={t('labelsPage.deleteTitle', { name: label?.name ?? '' })}
      onClose={onClose}
    >
      {usage.isPending ? (
        <p role="status">{t('labelsPage.counting')}</p>
      ) : usage.isError ? (
        <p role="alert">{t('labelsPage.countFailed')}</p>
      ) : (
        <p>
          {t('labelsPage.deleteBody', {
            conversations: usage.data.conversations,
            contacts: usage.data.contacts,
          })}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={confirm}
        >
          {remove.isPending ? t('common.deleting') : t('common.delete')}
        </button>
      </div>
    </Modal>
  );
}
