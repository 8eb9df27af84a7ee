import { INVITABLE_ROLES, type InvitableRole } from '@balasin/shared/team';
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
import type { TeamMember } from '../../../../../lib/api-types.ts';
import { CapacityInput } from './capacity-input.tsx';
import { ROLE_LABELS } from './role-label.ts';

type MembersTableProps = {
  members: TeamMember[];
  /** The signed-in person, marked "(you)". */
  selfId: string | undefined;
  /** The member whose role is being changed, its select disabled meanwhile. */
  changingId: string | undefined;
  onRoleChange: (member: TeamMember, role: InvitableRole) => void;
  onCapacityChange: (member: TeamMember, capacity: number) => void;
  onRemove: (member: TeamMember) => void;
};

const column = createColumnHelper<typeof dataTableFeatures, TeamMember>();

const isInvitableRole = (value: string): value is InvitableRole =>
  (INVITABLE_ROLES as readonly string[]).includes(value);

const memberColumns = (
  t: (key: MessageKey, params?: MessageParams) => string,
  {
    selfId,
    changingId,
    onRoleChange,
    onCapacityChange,
    onRemove,
  }: Omit<MembersTableProps, 'members'>,
): DataTableColumns<TeamMember> =>
  column.columns([
    column.display({
      id: 'member',
      header: t('team.name'),
      cell: ({ row: { original } }) => (
        <div className="team-person">
          <span className="team-person-name">
            {original.name}
            {original.id === selfId ? <span className="team-you"> {t('team.you')}</span> : null}
          </span>
          <span className="team-person-email">{original.email}</span>
        </div>
      ),
    }),
    column.display({
      id: 'role',
      header: t('team.role'),
      cell: ({ row: { original } }) =>
        original.role === 'owner' ? (
          <span className="team-role-badge">{t(ROLE_LABELS.owner)}</span>
        ) : (
          <select
            className="select team-role-select"
            aria-label={t('team.changeRole', { name: original.name })}
            value={original.role}
            disabled={changingId === original.id}
            onChange={(event) => {
              if (isInvitableRole(event.target.value)) onRoleChange(original, event.target.value);
            }}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABELS[role])}
              </option>
            ))}
          </select>
        ),
    }),
    column.display({
      id: 'capacity',
      header: t('team.capacity'),
      cell: ({ row: { original } }) => (
        <CapacityInput
          member={original}
          disabled={changingId === original.id}
          onChange={onCapacityChange}
        />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('team.actions'),
      cell: ({ row: { original } }) =>
        original.role === 'owner' ? null : (
          <button
            type="button"
            className="button button-ghost app-button-danger-text"
            onClick={() => onRemove(original)}
          >
            {t('team.remove')}
            <span className="visually-hidden"> {original.name}</span>
          </button>
        ),
    }),
  ]);

/** Everyone in the business: rows on wide screens, stacked cards on a phone. */
export function MembersTable({ members, ...actions }: MembersTableProps) {
  const { t } = useLocale();
  const { selfId, changingId, onRoleChange, onCapacityChange, onRemove } = actions;
  const columns = useMemo(
    () => memberColumns(t, { selfId, changingId, onRoleChange, onCapacityChange, onRemove }),
    [t, selfId, changingId, onRoleChange, onCapacityChange, onRemove],
  );
  return (
    <DataTable
      caption={t('team.members')}
      columns={columns}
      rows={members}
      getRowId={(member) => member.id}
    />
  );
}
