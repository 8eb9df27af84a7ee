import { type ConnectMethod, engineMessages } from '@balasin/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

const PAIRING = new Set(['connecting', 'qr', 'pairing']);

/**
 * Connect (choosing QR or code for a real number), Reconnect after a failure or a logout, Cancel
 * while pairing, Log out when connected. Each answer also arrives live; the toast says it now.
 */
export function ConnectionActions({ number }: { number: WhatsappNumberDetail }) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const [method, setMethod] = useState<ConnectMethod>(
    number.method === 'pairing_code' ? 'pairing_code' : 'qr',
  );
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const methodName = useId();
  const refresh = (detail: WhatsappNumberDetail) =>
    queryClient.setQueryData(trpc.whatsappNumbers.get.queryKey({ id: number.id }), detail);
  const failed = (fallback: string) => (error: unknown) => {
    if (!isUnauthorizedError(error)) toast.error(known(serverMessage(error) || fallback));
  };
  const connect = useMutation(
    trpc.whatsappNumbers.connect.mutationOptions({
      onSuccess: refresh,
      onError: failed(engineMessages.connectFailed),
    }),
  );
  const logout = useMutation(
    trpc.whatsappNumbers.logout.mutationOptions({
      onSuccess: (detail) => {
        refresh(detail);
        setConfirmingLogout(false);
        toast.success(t('msg.loggedOut'));
      },
      onError: failed(engineMessages.logoutFailed),
    }),
  );
  const busy = connect.isPending || logout.isPending;

  if (number.state === 'connected') {
    return (
      <>
        <div className="number-actions">
          <button type="button" className="button" onClick={() => setConfirmingLogout(true)}>
            {t('connect.logOut')}
          </button>
        </div>
        <Modal
          open={confirmingLogout}
          title={t('connect.logOutTitle')}
          onClose={() => setConfirmingLogout(false)}
        >
          <p>{t('connect.logOutText', { number: number.number })}</p>
          <ModalActions
            onCancel={() => setConfirmingLogout(false)}
            label={t('connect.logOut')}
            busyLabel={t('connect.loggingOut')}
            busy={busy}
            onConfirm={() => logout.mutate({ id: number.id })}
            danger
          />
        </Modal>
      </>
    );
  }

  if (PAIRING.has(number.state)) {
    return (
      <div className="number-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => logout.mutate({ id: number.id })}
        >
          {logout.isPending ? t('connect.cancelling') : t('common.cancel')}
        </button>
      </div>
    );
  }

  const label = number.state === 'disconnected' ? t('connect.connect') : t('connect.reconnect');
  return (
    <form
      className="number-actions"
      onSubmit={(event) => {
        event.preventDefault();
        connect.mutate({ id: number.id, method: number.test ? 'sandbox' : method });
      }}
    >
      {number.test ? null : (
        <fieldset className="method-choice">
          <legend>{t('connect.how')}</legend>
          <label>
            <input
              type="radio"
              name={methodName}
              checked={method === 'qr'}
              onChange={() => setMethod('qr')}
            />
            {t('connect.byQr')}
          </label>
          <label>
            <input
              type="radio"
              name={methodName}
              checked={method === 'pairing_code'}
              onChange={() => setMethod('pairing_code')}
            />
            {t('connect.byCode')}
          </label>
        </fieldset>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {connect.isPending ? t('connect.connecting') : label}
      </button>
    </form>
  );
}
