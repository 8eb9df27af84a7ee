import { useMutation } from '@tanstack/react-query';
import { Modal } from '../../../../../components/ui/modal.tsx';
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
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const rotate = useMutation(trpc.webhooks.rotateSecret.mutationOptions());
  const pending = remove.isPending || rotate.isPending;

  const options = (done: string) => ({
    onSuccess: () => toast.success(done),
    onError: (error: unknown) => {
      if (!isUnauthorizedError(error)) {
        toast.error(serverMessage(error) ?? 'Could not reach Balasin: try again');
      }
    },
    onSettled: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
    },
  });

  const confirm = ({ kind, endpoint }: EndpointAction) => {
    if (kind === 'delete') {
      remove.mutate({ id: endpoint.id }, options('Endpoint deleted'));
      return;
    }
    rotate.mutate(
      { id: endpoint.id },
      {
        ...options('New secret created'),
        onSuccess: (rotated) => {
          toast.success('New secret created');
          onRotated(rotated.secret);
        },
      },
    );
  };

  const deleting = action?.kind === 'delete';
  return (
    <Modal
      open={action !== undefined}
      title={deleting ? 'Delete endpoint' : 'Rotate signing secret'}
      onClose={onClose}
    >
      {action ? (
        <>
          {deleting ? (
            <p>
              Delete <strong className="webhook-url">{action.endpoint.url}</strong>? Nothing more is
              sent there, and its delivery log is deleted with it.
            </p>
          ) : (
            <p>
              Create a new secret for <strong className="webhook-url">{action.endpoint.url}</strong>
              ? For the next 24 hours every delivery is signed with both the old and the new secret,
              so you can update your server without missing an event.
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className={deleting ? 'button button-danger' : 'button button-primary'}
              disabled={pending}
              onClick={() => confirm(action)}
            >
              {pending ? 'Working...' : deleting ? 'Delete' : 'Rotate secret'}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
