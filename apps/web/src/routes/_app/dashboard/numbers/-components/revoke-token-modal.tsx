import { messagingMessages } from '@balasin/shared';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '../../../../../components/ui/modal.tsx';
import type { ApiToken } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

type RevokeTokenModalProps = {
  numberId: string;
  token: ApiToken | undefined;
  onClose: () => void;
  onRevoked: () => void;
};

/** Confirm before revoking: a system still using the token stops working at once. */
export function RevokeTokenModal({ numberId, token, onClose, onRevoked }: RevokeTokenModalProps) {
  const { trpc } = useAppServices();
  const revoke = useMutation(trpc.apiTokens.revoke.mutationOptions());

  const confirm = (target: ApiToken) =>
    revoke.mutate(
      { id: numberId, tokenId: target.id },
      {
        onSuccess: () => toast.success(messagingMessages.tokenRevoked),
        onError: (error) => {
          if (!isUnauthorizedError(error)) {
            toast.error(serverMessage(error) || messagingMessages.tokenRevokeFailed);
          }
        },
        onSettled: () => {
          onClose();
          onRevoked();
        },
      },
    );

  return (
    <Modal open={token !== undefined} title="Revoke API token" onClose={onClose}>
      {token ? (
        <>
          <p>
            Revoke <strong>{token.name}</strong> ({token.prefix}…)? Every call made with it is
            refused from now on. This cannot be undone.
          </p>
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={revoke.isPending}
              onClick={() => confirm(token)}
            >
              {revoke.isPending ? 'Revoking…' : 'Revoke'}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
