import { CONTACTS_BOOK } from '@balasin/shared/contacts-book';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { BookContact } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useDebouncedValue } from '../../../admin/-components/use-debounced-value.ts';

type MergeContactModalProps = { contact: BookContact | undefined; onClose: () => void };

const label = (contact: BookContact) =>
  [contact.name, contact.phone].filter(Boolean).join(' · ') || contact.id;

/** Find the duplicate by name or phone, then fold it into this contact. */
export function MergeContactModal({ contact, onClose }: MergeContactModalProps) {
  const { t, known } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const merge = useMutation(trpc.contacts.merge.mutationOptions());
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<BookContact>();
  const [unchosen, setUnchosen] = useState(false);
  const query = useDebouncedValue(q.trim(), 250);
  const groupName = useId();
  const candidates = useQuery({
    ...trpc.contacts.list.queryOptions({ q: query, limit: 8 }),
    enabled: contact !== undefined && query !== '',
  });

  useEffect(() => {
    if (contact) {
      setQ('');
      setChosen(undefined);
      setUnchosen(false);
    }
  }, [contact]);

  const others = (candidates.data?.items ?? []).filter((item) => item.id !== contact?.id);

  const confirm = (target: BookContact, duplicate: BookContact) =>
    merge.mutate(
      { id: target.id, duplicate_id: duplicate.id },
      {
        onSuccess: async () => {
          toast.success(t('contacts.merged'));
          onClose();
          await queryClient.invalidateQueries({ queryKey: trpc.contacts.list.pathKey() });
        },
        onError: (failure) => {
          if (!isUnauthorizedError(failure)) {
            toast.error(known(serverMessage(failure) ?? t('contacts.mergeFailed')));
          }
        },
      },
    );

  return (
    <Modal
      open={contact !== undefined}
      title={contact ? t('contacts.mergeTitle', { name: label(contact) }) : ''}
      onClose={onClose}
    >
      {contact ? (
        <>
          <p>{t('contacts.mergeText')}</p>
          <Field label={t('contacts.mergeSearch')}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="search"
                autoComplete="off"
                maxLength={CONTACTS_BOOK.searchMax}
                value={q}
                onChange={(event) => setQ(event.target.value)}
              />
            )}
          </Field>
          {query === '' ? null : candidates.isPending ? (
            <p role="status">{t('common.loading')}</p>
          ) : others.length === 0 ? (
            <p role="status">{t('contacts.mergeNone')}</p>
          ) : (
            <fieldset className="contacts-merge-choices">
              <legend className="visually-hidden">{t('contacts.mergeChoose')}</legend>
              {others.map((item) => (
                <label key={item.id} className="contacts-merge-choice">
                  <input
                    type="radio"
                    name={groupName}
                    checked={chosen?.id === item.id}
                    onChange={() => {
                      setChosen(item);
                      setUnchosen(false);
                    }}
                  />
                  {label(item)}
                </label>
              ))}
            </fieldset>
          )}
          {chosen ? (
            <p className="field-hint">
              {t('contacts.mergeKeeps', { kept: label(contact), duplicate: label(chosen) })}
            </p>
          ) : unchosen ? (
            <p className="field-error" role="alert">
              {t('contacts.mergeChooseFirst')}
            </p>
          ) : null}
          <ModalActions
            onCancel={onClose}
            label={t('contacts.mergeConfirm')}
            busyLabel={t('contacts.merging')}
            busy={merge.isPending}
            onConfirm={() => (chosen ? confirm(contact, chosen) : setUnchosen(true))}
            danger
          />
        </>
      ) : null}
    </Modal>
  );
}
