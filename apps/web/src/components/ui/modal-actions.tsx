import { useLocale } from '../../i18n/locale-context.ts';

type ModalActionsProps = {
  onCancel: () => void;
  /** The main action's label, and the one it shows while busy ('Save Changes', 'Saving...'). */
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Without it the main button submits the dialog's form. */
  onConfirm?: () => void;
  /** A destructive action (delete, log out) is red. */
  danger?: boolean;
};

/** Every dialog's footer: Cancel, then the main action, disabled and relabelled while it runs. */
export function ModalActions({
  onCancel,
  label,
  busyLabel,
  busy,
  onConfirm,
  danger = false,
}: ModalActionsProps) {
  const { t } = useLocale();
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={danger ? 'button button-danger' : 'button button-primary'}
        disabled={busy}
        onClick={onConfirm}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
