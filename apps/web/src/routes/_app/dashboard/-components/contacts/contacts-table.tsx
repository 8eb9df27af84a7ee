import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  DataTable,
  type DataTableColumns,
  type dataTableFeatures,
} from '../../../../../components/ui/data-table.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { BookContact } from '../../../../../lib/api-types.ts';
import { ContactLabelsCell } from './contact-labels-cell.tsx';

type ContactsTableProps = {
  contacts: BookContact[];
  message: string | undefined;
  busy: boolean;
  canManage: boolean;
  onRename: (contact: BookContact) => void;
  onMerge: (contact: BookContact) => void;
};

const column = createColumnHelper<typeof dataTableFeatures, BookContact>();

/** The contact book: rows on wide screens, stacked cards on a phone. */
export function ContactsTable({
  contacts,
  message,
  busy,
  canManage,
  onRename,
  onMerge,
}: ContactsTableProps) {
  const { t, format } = useLocale();
  const columns = useMemo<DataTableColumns<BookContact>>(
    () =>
      column.columns([
        column.display({
          id: 'name',
          header: t('contacts.name'),
          cell: ({ row: { original } }) => (
            <>
              <span className="contacts-name">{original.name ?? t('contacts.unnamed')}</span>
              {/* Shown only where the phone column gives way (styles/app.css). */}
              {original.phone ? (
                <span className="contacts-name-phone">{original.phone}</span>
              ) : null}
            </>
          ),
        }),
        column.display({
          id: 'phone',
          header: t('contacts.phone'),
          cell: ({ row: { original } }) => (
            <span className="contacts-phone">{original.phone ?? '—'}</span>
          ),
        }),
        column.display({
          id: 'labels',
          header: t('contacts.labels'),
          cell: ({ row: { original } }) => <ContactLabelsCell contact={original} />,
        }),
        column.display({
          id: 'first',
          header: t('contacts.firstMessage'),
          cell: ({ row: { original } }) =>
            original.first_message_at ? format.dateTime(original.first_message_at) : '—',
        }),
        column.display({
          id: 'last',
          header: t('contacts.lastMessage'),
          cell: ({ row: { original } }) =>
            original.last_message_at ? format.dateTime(original.last_message_at) : '—',
        }),
        column.display({
          id: 'conversations',
          header: t('contacts.conversations'),
          cell: ({ row: { original } }) =>
            original.conversations.length === 0 ? (
              '—'
            ) : (
              <ul className="contacts-threads">
                {original.conversations.map((conversation) => (
                  <li key={conversation.id}>
                    <Link to="/dashboard/inbox/$id" params={{ id: conversation.id }}>
                      {conversation.number_name}
                      <span className="visually-hidden">
                        {' '}
                        {t('contacts.openConversation', {
                          name: original.name ?? original.phone ?? '',
                        })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ),
        }),
        column.display({
          id: 'actions',
          header: t('contacts.actions'),
          cell: ({ row: { original } }) => (
            <div className="contacts-actions">
              <button
                type="button"
                className="button button-ghost"
                onClick={() => onRename(original)}
              >
                {t('contacts.rename')}
                <span className="visually-hidden"> {original.name ?? original.phone}</span>
              </button>
              {canManage ? (
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => onMerge(original)}
                >
                  {t('contacts.merge')}
                  <span className="visually-hidden"> {original.name ?? original.phone}</span>
                </button>
              ) : null}
            </div>
          ),
        }),
      ]),
    [t, format, canManage, onRename, onMerge],
  );
  return (
    <DataTable
      className="contacts-table"
      caption={t('contacts.title')}
      columns={columns}
      rows={contacts}
      getRowId={(contact) => contact.id}
      message={message}
      busy={busy}
    />
  );
}
