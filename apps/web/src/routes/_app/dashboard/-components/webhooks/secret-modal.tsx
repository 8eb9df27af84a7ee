import { Modal } from '../../../../../components/ui/modal.tsx';
import { toast } from '../../../../../lib/toast.ts';

type SecretModalProps = { secret: string | undefined; onClose: () => void };

/** The signing secret, shown once (after adding an endpoint or rotating), with a copy button. */
export function SecretModal({ secret, onClose }: SecretModalProps) {
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('Secret copied');
    } catch {
      toast.error('Could not copy: select the secret and copy it by hand');
    }
  };
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
            <button type="button" className="button button-primary" onClick={() => copy(secret)}>
              Copy secret
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
