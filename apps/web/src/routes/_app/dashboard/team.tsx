import type { InvitableRole } from '@balasin/shared/team';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { TeamInvitation, TeamMember } from '../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { toast } from '../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage, trpcErrorCode } from '../../../lib/trpc-errors.ts';
import { AgentNotice } from './-components/agent-notice.tsx';
import { InvitationsTable } from './-components/team/invitations-table.tsx';
import { InviteModal } from './-components/team/invite-modal.tsx';
import { MembersTable } from './-components/team/members-table.tsx';
import { RemoveMemberModal } from './-components/team/remove-member-modal.tsx';
import { ROLE_LABELS } from './-components/team/role-label.ts';

export const Route = createFileRoute('/_app/dashboard/team')({
  loader: headLoader({
    title: en['pageTitle.team'],
    description: 'Invite the people who answer your customers, and choose what each may do.',
    path: '/dashboard/team',
    noindex: true,
  }),
  head: headFromLoader,
  component: TeamPage,
});

function TeamPage() {
  const { trpc, queryClient } = Route.useRouteContext();
  const { t } = useLocale();
  const team = useQuery(trpc.team.get.queryOptions());
  const user = useQuery(trpc.auth.user.queryOptions());
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember>();
  const changeRole = useMutation(trpc.team.updateMember.mutationOptions());
  const revoke = useMutation(trpc.team.revokeInvitation.mutationOptions());
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.team.get.queryKey() }),
    [queryClient, trpc],
  );

  const onRoleChange = useCallback(
    (member: TeamMember, role: InvitableRole) =>
      changeRole.mutate(
        { id: member.id, role },
        {
          onSuccess: () =>
            toast.success(t('team.roleChanged', { name: member.name, role: t(ROLE_LABELS[role]) })),
          onError: (error) => {
            if (!isUnauthorizedError(error)) {
              toast.error(serverMessage(error) ?? t('team.roleFailed'));
            }
          },
          onSettled: reload,
        },
      ),
    [changeRole.mutate, reload, t],
  );

  const onCapacityChange = useCallback(
    (member: TeamMember, capacity: number) =>
      changeRole.mutate(
        { id: member.id, capacity },
        {
          onSuccess: () => toast.success(t('team.capacitySaved', { name: member.name, capacity })),
          onError: (error) => {
            if (!isUnauthorizedError(error)) {
              toast.error(serverMessage(error) ?? t('team.capacityFailed'));
            }
          },
          onSettled: reload,
        },
      ),
    [changeRole.mutate, reload, t],
  );

  const onRevoke = useCallback(
    (invitation: TeamInvitation) =>
      revoke.mutate(
        { id: invitation.id },
        {
          onSuccess: () => toast.success(t('team.revoked', { email: invitation.email })),
          onError: (error) => {
            if (!isUnauthorizedError(error)) {
              toast.error(serverMessage(error) ?? t('team.revokeFailed'));
            }
          },
          onSettled: reload,
        },
      ),
    [revoke.mutate, reload, t],
  );

  // An agent reaching this address by hand: say why there is nothing here for them.
  if (trpcErrorCode(team.error) === 'FORBIDDEN') return <AgentNotice title={t('team.title')} />;

  const seats = team.data?.seats;
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('team.title')}</h1>
          <p className="dashboard-page-lead">{t('team.lead')}</p>
        </div>
        <button type="button" className="button button-primary" onClick={() => setInviting(true)}>
          {t('team.invite')}
        </button>
      </header>
      {team.isPending ? (
        <p className="app-empty" role="status">
          {t('team.loading')}
        </p>
      ) : team.isError ? (
        <div className="app-empty" role="alert">
          <p>{t('team.loadFailed')}</p>
          <button type="button" className="button" onClick={() => team.refetch()}>
            {t('team.retry')}
          </button>
        </div>
      ) : (
        <>
          {seats ? (
            <div className="card team-seats">
              <p className="team-seats-count">
                {seats.limit === 0 ? t('team.seatsNone') : t('team.seats', seats)}
              </p>
              <p className="field-hint">{t('team.seatsHint')}</p>
            </div>
          ) : null}
          <section className="team-section" aria-labelledby="team-members">
            <h2 id="team-members" className="team-section-title">
              {t('team.members')}
            </h2>
            <p id="team-capacity-hint" className="field-hint team-capacity-hint">
              {t('team.capacityHint')}
            </p>
            <MembersTable
              members={team.data.members}
              selfId={user.data?.user.id}
              changingId={changeRole.isPending ? changeRole.variables?.id : undefined}
              onRoleChange={onRoleChange}
              onCapacityChange={onCapacityChange}
              onRemove={setRemoving}
            />
          </section>
          <section className="team-section" aria-labelledby="team-invitations">
            <h2 id="team-invitations" className="team-section-title">
              {t('team.invitations')}
            </h2>
            <InvitationsTable
              invitations={team.data.invitations}
              revokingId={revoke.isPending ? revoke.variables?.id : undefined}
              onRevoke={onRevoke}
            />
          </section>
        </>
      )}
      <InviteModal
        open={inviting}
        withoutSeats={seats?.limit === 0}
        onClose={() => setInviting(false)}
      />
      <RemoveMemberModal member={removing} onClose={() => setRemoving(undefined)} />
    </div>
  );
}
