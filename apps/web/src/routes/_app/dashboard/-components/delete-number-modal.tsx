import { messages } from '@balasin/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { WhatsappNumber } from '../../../../lib/api-types.ts';
import { toast } from '../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../lib/use-app-services.ts';

type DeleteNumberModalProps = { number: WhatsappNumber | undefined; onClose: () => void };

/** Confirm, delete, report, reload the list (spec section 4's delete flow). */
export function DeleteNumberModal({ number, onClose }: DeleteNumberModalProps) {
  const { trpc, queryClient } = useAppServices();
  const { t, known, rich } = useLocale();
  const remove = useMutation(trpc.whatsappNumbers.delete.mutationOptions());

  const confirm = (target: WhatsappNumber) =>
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => toast.success(t('msg.numberDeleted')),
        onError: (error) => {
          if (!isUnauthorizedError(error)) {
            toast.error(known(serverMessage(error) || messages.deleteNumberFailed));
          }
        },
        // Either way the list may have changed (a failure is often a number already gone).
        onSettled: async () => {
          onClose();
          await queryClient.invalidateQueries({ queryKey: trpc.whatsappNumbers.list.queryKey() });
        },
      },
    );

  return (
    <Modal open={number !== undefined} title={t('deleteNumber.title')} onClose={onClose}>
      {number ? (
        <>
          <p>
            {rich('deleteNumber.confirm', {
              number: <strong>{number.number}</strong>,
              name: number.name,
            })}
          </p>
          <ModalActions
            onCancel={onClose}
            label={t('common.delete')}
            busyLabel={t('common.deleting')}
            busy={remove.isPending}
            onConfirm={() => confirm(number)}
            danger
          />
        </>
      ) : null}
    </Modal>
  );
}
