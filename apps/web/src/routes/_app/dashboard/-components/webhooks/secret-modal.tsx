import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';

type SecretModalProps = { secret: string | undefined; onClose: () => void };

/** The signing secret, shown once (after adding an endpoint or rotating), with a copy button. */
export function SecretModal({ secret, onClose }: SecretModalProps) {
  const { t } = useLocale();
  return (
    <Modal open={secret !== undefined} title={t('webhooks.secretTitle')} onClose={onClose}>
      {secret ? (
        <>
          <p>{t('webhooks.secretText')}</p>
          <output className="webhook-secret" aria-label={t('webhooks.secret')}>
            {secret}
          </output>
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('webhooks.done')}
            </button>
            <CopyButton value={secret} label={t('webhooks.copySecret')} />
          </div>
        </>
      ) : null}
    </Modal>
  );
}
