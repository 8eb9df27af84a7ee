import { useMutation } from '@tanstack/react-query';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WebhookEndpoint } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

export type EndpointAction = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpoint };

type ConfirmEndpointModalProps = {
  action: EndpointAction | undefined;
  onClose: () => void;
  onRotated: (secret: string) => void;
};

/** Deleting an endpoint, or replacing its secret, asks first: neither can be undone. */
export function ConfirmEndpointModal({ action, onClose, onRotated }: ConfirmEndpointModalProps) {
  const { trpc, queryClient } = useAppServices();
  const { t, known, rich } = useLocale();
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const rotate = useMutation(trpc.webhooks.rotateSecret.mutationOptions());
  const pending = remove.isPending || rotate.isPending;

  const options = (done: string) => ({
    onSuccess: () => toast.success(done),
    onError: (error: unknown) => {
      if (!isUnauthorizedError(error)) {
        toast.error(known(serverMessage(error) ?? t('webhooks.unreachable')));
      }
    },
    onSettled: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
    },
  });

  const confirm = ({ kind, endpoint }: EndpointAction) => {
    if (kind === 'delete') {
      remove.mutate({ id: endpoint.id }, options(t('webhooks.deleted')));
      return;
    }
    rotate.mutate(
      { id: endpoint.id },
      {
        ...options(t('webhooks.secretCreated')),
        onSuccess: (rotated) => {
          toast.success(t('webhooks.secretCreated'));
          onRotated(rotated.secret);
        },
      },
    );
  };

  const deleting = action?.kind === 'delete';
  return (
    <Modal
      open={action !== undefined}
      title={deleting ? t('webhooks.deleteTitle') : t('webhooks.rotateTitle')}
      onClose={onClose}
    >
      {action ? (
        <>
          {deleting ? (
            <p>
              {rich('webhooks.deleteText', {
                url: <strong className="webhook-url">{action.endpoint.url}</strong>,
              })}
            </p>
          ) : (
            <p>
              {rich('webhooks.rotateText', {
                url: <strong className="webhook-url">{action.endpoint.url}</strong>,
              })}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={deleting ? 'button button-danger' : 'button button-primary'}
              disabled={pending}
              onClick={() => confirm(action)}
            >
              {pending
                ? t('webhooks.working')
                : deleting
                  ? t('common.delete')
                  : t('webhooks.rotate')}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
