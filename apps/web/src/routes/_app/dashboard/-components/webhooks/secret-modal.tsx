import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';

type SecretModalProps = { secret: string | undefined; onClose: () => void };

/** The signing secret, shown once (after adding an endpoint or rotating), with a copy button. */
export function SecretModal({ secret, onClose }: SecretModalProps) {
  return (
    <Modal open={secret !== undefined} title="Your signing secret" onClose={onClose}>
      {secret ? (
        <>
          <p>
            Copy it now and keep it on your server: this is the only time Balasin shows it. Your
            server uses it to check that each delivery really comes from Balasin.
          </p>
          <output className="webhook-secret" aria-label="Signing secret">
            {secret}
          </output>
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              Done
            </button>
            <CopyButton value={secret} label="Copy secret" />
          </div>
        </>
      ) : null}
    </Modal>
  );
}
