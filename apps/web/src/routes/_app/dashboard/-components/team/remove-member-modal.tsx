import { useMutation } from '@tanstack/react-query';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { TeamMember } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

type RemoveMemberModalProps = { member: TeamMember | undefined; onClose: () => void };

/** Confirm, remove (their sessions end at once), report, reload the team. */
export function RemoveMemberModal({ member, onClose }: RemoveMemberModalProps) {
  const { t } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const remove = useMutation(trpc.team.removeMember.mutationOptions());

  const confirm = (target: TeamMember) =>
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => toast.success(t('team.removed', { name: target.name })),
        onError: (error) => {
          if (!isUnauthorizedError(error)) {
            toast.error(serverMessage(error) ?? t('team.removeFailed'));
          }
        },
        onSettled: async () => {
          onClose();
          await queryClient.invalidateQueries({ queryKey: trpc.team.get.queryKey() });
        },
      },
    );

  return (
    <Modal
      open={member !== undefined}
      title={member ? t('team.removeTitle', { name: member.name }) : ''}
      onClose={onClose}
    >
      {member ? (
        <>
          <p>{t('team.removeText', { name: member.name })}</p>
          <ModalActions
            onCancel={onClose}
            label={t('team.removeConfirm')}
            busyLabel={t('team.removing')}
            busy={remove.isPending}
            onConfirm={() => confirm(member)}
            danger
          />
        </>
      ) : null}
    </Modal>
  );
}
