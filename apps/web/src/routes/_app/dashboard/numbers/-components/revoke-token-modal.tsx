import { messagingMessages } from '@balasin/shared';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
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
  const { t, known, rich } = useLocale();
  const revoke = useMutation(trpc.apiTokens.revoke.mutationOptions());

  const confirm = (target: ApiToken) =>
    revoke.mutate(
      { id: numberId, tokenId: target.id },
      {
        onSuccess: () => toast.success(t('msg.tokenRevoked')),
        onError: (error) => {
          if (!isUnauthorizedError(error)) {
            toast.error(known(serverMessage(error) || messagingMessages.tokenRevokeFailed));
          }
        },
        onSettled: () => {
          onClose();
          onRevoked();
        },
      },
    );

  return (
    <Modal open={token !== undefined} title={t('tokens.revokeTitle')} onClose={onClose}>
      {token ? (
        <>
          <p>
            {rich('tokens.revokeText', {
              name: <strong>{token.name}</strong>,
              prefix: token.prefix,
            })}
          </p>
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={revoke.isPending}
              onClick={() => confirm(token)}
            >
              {revoke.isPending ? t('tokens.revoking') : t('tokens.revoke')}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
