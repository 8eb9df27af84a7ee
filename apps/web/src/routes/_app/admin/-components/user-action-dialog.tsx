import { EmailText } from '../../../../components/ui/email-text.tsx';
import { FormError } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';

export type UserAction = 'disable' | 'enable' | 'promote' | 'demote';

const TEXT = {
  disable: { title: 'adminUsers.disable', text: 'adminUsers.disableText' },
  enable: { title: 'adminUsers.enable', text: 'adminUsers.enableText' },
  promote: { title: 'adminUsers.promote', text: 'adminUsers.promoteText' },
  demote: { title: 'adminUsers.demote', text: 'adminUsers.demoteText' },
} as const;

type Props = {
  action: UserAction | undefined;
  email: string;
  busy: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Every change to an account is said in words and confirmed before it happens. */
export function UserActionDialog({ action, email, busy, error, onCancel, onConfirm }: Props) {
  const { t, rich } = useLocale();
  const text = TEXT[action ?? 'enable'];
  return (
    <Modal open={Boolean(action)} title={t(text.title)} onClose={onCancel}>
      <p>{rich(text.text, { email: <EmailText email={email} /> })}</p>
      <FormError message={error} />
      <ModalActions
        onCancel={onCancel}
        label={t(text.title)}
        busyLabel={t('adminUsers.working')}
        busy={busy}
        onConfirm={onConfirm}
        danger={action === 'disable' || action === 'demote'}
      />
    </Modal>
  );
}
