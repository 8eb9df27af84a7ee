import { CONTACTS_BOOK } from '@balasin/shared/contacts-book';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { BookContact } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

type RenameContactModalProps = { contact: BookContact | undefined; onClose: () => void };

/** A contact's name, as the team wants to see it (WhatsApp's own name is often a nickname). */
export function RenameContactModal({ contact, onClose }: RenameContactModalProps) {
  const { t, known } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const rename = useMutation(trpc.contacts.rename.mutationOptions());
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    setName(contact?.name ?? '');
    setError(undefined);
  }, [contact]);

  const submit = (target: BookContact) =>
    rename.mutate(
      { id: target.id, name },
      {
        onSuccess: async () => {
          toast.success(t('contacts.renamed'));
          onClose();
          await queryClient.invalidateQueries({ queryKey: trpc.contacts.list.pathKey() });
        },
        onError: (failure) => {
          if (!isUnauthorizedError(failure)) {
            setError(known(serverMessage(failure) ?? t('contacts.renameFailed')));
          }
        },
      },
    );

  return (
    <Modal open={contact !== undefined} title={t('contacts.renameTitle')} onClose={onClose}>
      {contact ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(contact);
          }}
          noValidate
        >
          <Field label={t('contacts.name')} error={error} hint={contact.phone ?? undefined}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={name}
                maxLength={CONTACTS_BOOK.nameMax}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <ModalActions
            onCancel={onClose}
            label={t('contacts.save')}
            busyLabel={t('contacts.saving')}
            busy={rename.isPending}
          />
        </form>
      ) : null}
    </Modal>
  );
}
