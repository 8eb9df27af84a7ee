import { messages } from '@balasin/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import type { WhatsappNumber } from '../../../../lib/api-types.ts';
import { toast } from '../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../lib/use-app-services.ts';

type DeleteNumberModalProps = { number: WhatsappNumber | undefined; onClose: () => void };

/** Confirm, delete, report, reload the list (spec section 4's delete flow). */
export function DeleteNumberModal({ number, onClose }: DeleteNumberModalProps) {
  const { trpc, queryClient } = useAppServices();
  const remove = useMutation(trpc.whatsappNumbers.delete.mutationOptions());

  const confirm = (target: WhatsappNumber) =>
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => toast.success(messages.numberDeleted),
        onError: (error) => {
          if (!isUnauthorizedError(error)) {
            toast.error(serverMessage(error) || messages.deleteNumberFailed);
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
    <Modal open={number !== undefined} title="Delete WhatsApp Number" onClose={onClose}>
      {number ? (
        <>
          <p>
            Are you sure you want to delete <strong>{number.number}</strong> ({number.name})? It
            stops answering your customers, and you can add it again later.
          </p>
          <ModalActions
            onCancel={onClose}
            label="Delete"
            busyLabel="Deleting..."
            busy={remove.isPending}
            onConfirm={() => confirm(number)}
            danger
          />
        </>
      ) : null}
    </Modal>
  );
}
