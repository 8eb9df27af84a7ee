import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  DataTable,
  type DataTableColumns,
  type dataTableFeatures,
} from '../../../../../components/ui/data-table.tsx';
import type { MessageKey } from '../../../../../i18n/en.ts';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { MessageParams } from '../../../../../i18n/locale-context.ts';
import type { TeamInvitation } from '../../../../../lib/api-types.ts';
import { ROLE_LABELS } from './role-label.ts';

type InvitationsTableProps = {
  invitations: TeamInvitation[];
  /** The invitation being revoked, its button disabled meanwhile. */
  revokingId: string | undefined;
  onRevoke: (invitation: TeamInvitation) => void;
};

const column = createColumnHelper<typeof dataTableFeatures, TeamInvitation>();

const invitationColumns = (
  t: (key: MessageKey, params?: MessageParams) => string,
  dateTime: (iso: string) => string,
  revokingId: string | undefined,
  onRevoke: InvitationsTableProps['onRevoke'],
): DataTableColumns<TeamInvitation> =>
  column.columns([
    column.accessor('email', {
      header: t('team.email'),
      cell: ({ getValue }) => <span className="team-person-email">{getValue()}</span>,
    }),
    column.accessor('role', {
      header: t('team.role'),
      cell: ({ getValue }) => t(ROLE_LABELS[getValue()]),
    }),
    column.accessor('expires_at', {
      header: t('team.expires'),
      cell: ({ getValue }) => <span className="nowrap">{dateTime(getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      header: t('team.actions'),
      cell: ({ row: { original } }) => (
        <button
          type="button"
          className="button button-ghost app-button-danger-text"
          disabled={revokingId === original.id}
          onClick={() => onRevoke(original)}
        >
          {t('team.revoke')}
          <span className="visually-hidden"> {original.email}</span>
        </button>
      ),
    }),
  ]);

/** Invitations not yet accepted, each holding a seat until it is. */
export function InvitationsTable({ invitations, revokingId, onRevoke }: InvitationsTableProps) {
  const { t, format } = useLocale();
  const columns = useMemo(
    () => invitationColumns(t, format.dateTime, revokingId, onRevoke),
    [t, format.dateTime, revokingId, onRevoke],
  );
  return (
    <DataTable
      caption={t('team.invitations')}
      columns={columns}
      rows={invitations}
      getRowId={(invitation) => invitation.id}
      message={invitations.length === 0 ? t('team.noInvitations') : undefined}
    />
  );
}
