import { formatRupiah } from '@balasin/shared/format';
import { packageTitle } from '@balasin/shared/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { PageSpinner } from '../../../../components/ui/spinner.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import {
  PAYMENT_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
} from '../../../../i18n/status-labels.ts';
import type { AdminUserDetail } from '../../../../lib/api-types.ts';
import { deviceLabel } from '../../../../lib/device-label.ts';
import { toast } from '../../../../lib/toast.ts';
import type { Trpc } from '../../../../lib/trpc.ts';
import { serverMessage } from '../../../../lib/trpc-errors.ts';
import { type UserAction, UserActionDialog } from './user-action-dialog.tsx';
import { RoleBadge, StatusBadge } from './user-badges.tsx';

type Props = { userId: string; trpc: Trpc };

/** One account: who, their businesses with subscriptions and payments, their sessions, and actions. */
export function UserDetail({ userId, trpc }: Props) {
  const { t, format } = useLocale();
  const queryClient = useQueryClient();
  const detail = useQuery(trpc.admin.user.queryOptions({ id: userId }));
  const [action, setAction] = useState<UserAction>();
  const done = () => {
    toast.success(t('adminUsers.done'));
    setAction(undefined);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.user.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.users.queryKey() });
  };
  const disable = useMutation(trpc.admin.disableUser.mutationOptions({ onSuccess: done }));
  const enable = useMutation(trpc.admin.enableUser.mutationOptions({ onSuccess: done }));
  const role = useMutation(trpc.admin.setUserRole.mutationOptions({ onSuccess: done }));
  const resend = useMutation(
    trpc.admin.resendUserVerification.mutationOptions({
      onSuccess: () => toast.success(t('adminUsers.sent')),
      onError: (error) => toast.error(serverMessage(error) ?? t('adminUsers.actionFailed')),
    }),
  );
  const running = { disable, enable, promote: role, demote: role }[action ?? 'enable'];

  const back = (
    <Link
      to="/admin/users"
      search={(prev) => ({ ...prev, user: undefined })}
      className="admin-back"
    >
      ← {t('adminUsers.back')}
    </Link>
  );
  if (detail.isPending) return <PageSpinner label={t('adminUsers.loadingUser')} />;
  if (detail.isError || !detail.data) {
    return (
      <>
        {back}
        <div className="card admin-detail-card" role="alert">
          <p>{serverMessage(detail.error) ? t('adminUsers.notFound') : t('adminUsers.failed')}</p>
        </div>
      </>
    );
  }
  const { user, businesses, sessions } = detail.data;
  const run = () => {
    if (!action) return;
    if (action === 'disable') disable.mutate({ id: user.id });
    else if (action === 'enable') enable.mutate({ id: user.id });
    else role.mutate({ id: user.id, role: action === 'promote' ? 'admin' : 'user' });
  };
  const open = (next: UserAction) => {
    for (const m of [disable, enable, role]) m.reset();
    setAction(next);
  };

  return (
    <>
      {back}
      <h1 className="admin-detail-title">{user.name}</h1>
      <section className="card admin-detail-card" aria-labelledby="user-account">
        <h2 id="user-account">{t('adminUsers.account')}</h2>
        <dl className="admin-detail-list">
          <dt>{t('adminUsers.email')}</dt>
          <dd className="admin-user-email">
            <EmailText email={user.email} />
          </dd>
          <dt>{t('adminUsers.colRole')}</dt>
          <dd>
            <RoleBadge role={user.role} />
          </dd>
          <dt>{t('admin.colStatus')}</dt>
          <dd>
            <StatusBadge user={user} />
          </dd>
          <dt>{t('adminUsers.colJoined')}</dt>
          <dd>{format.dateTime(user.created_at)}</dd>
        </dl>
        <div className="admin-detail-actions" role="group" aria-label={t('adminUsers.actions')}>
          {user.disabled_at ? (
            <button type="button" className="button" onClick={() => open('enable')}>
              {t('adminUsers.enable')}
            </button>
          ) : (
            <button type="button" className="button button-danger" onClick={() => open('disable')}>
              {t('adminUsers.disable')}
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => open(user.role === 'admin' ? 'demote' : 'promote')}
          >
            {t(user.role === 'admin' ? 'adminUsers.demote' : 'adminUsers.promote')}
          </button>
          {user.email_verified_at ? null : (
            <button
              type="button"
              className="button"
              disabled={resend.isPending}
              onClick={() => resend.mutate({ id: user.id })}
            >
              {resend.isPending ? t('adminUsers.working') : t('adminUsers.resend')}
            </button>
          )}
        </div>
      </section>
      <Businesses businesses={businesses} />
      <section className="card admin-detail-card" aria-labelledby="user-sessions">
        <h2 id="user-sessions">{t('adminUsers.sessions')}</h2>
        {sessions.length === 0 ? (
          <p className="admin-muted">{t('adminUsers.noSessions')}</p>
        ) : (
          <ul className="admin-detail-rows">
            {sessions.map((s) => (
              <li key={s.id}>
                <span className="admin-session-device" title={s.user_agent ?? undefined}>
                  {deviceLabel(t, s)}
                </span>
                <span className="admin-muted">
                  {s.ip ? `${s.ip} · ` : ''}
                  {t('adminUsers.since', { date: format.dateTime(s.created_at) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <UserActionDialog
        action={action}
        email={user.email}
        busy={running.isPending}
        error={
          running.error ? (serverMessage(running.error) ?? t('adminUsers.actionFailed')) : undefined
        }
        onCancel={() => setAction(undefined)}
        onConfirm={run}
      />
    </>
  );
}

function Businesses({ businesses }: { businesses: AdminUserDetail['businesses'] }) {
  const { t, format } = useLocale();
  return (
    <section className="card admin-detail-card" aria-labelledby="user-businesses">
      <h2 id="user-businesses">{t('adminUsers.businesses')}</h2>
      {businesses.length === 0 ? (
        <p className="admin-muted">{t('adminUsers.noBusinesses')}</p>
      ) : null}
      {businesses.map((b) => (
        <article key={b.id} className="admin-business">
          <h3>
            {b.name}{' '}
            <span className="admin-muted">
              {b.is_owner ? t('adminUsers.owner') : (b.role ?? '')}
              {b.deleted_at ? ` · ${t('adminUsers.deleted')}` : ''}
            </span>
          </h3>
          <h4>{t('adminUsers.subscriptions')}</h4>
          {b.subscriptions.length === 0 ? (
            <p className="admin-muted">{t('adminUsers.noSubscriptions')}</p>
          ) : (
            <ul className="admin-detail-rows">
              {b.subscriptions.map((s) => (
                <li key={s.id}>
                  <span>
                    {packageTitle(s.package)} · {t(SUBSCRIPTION_STATUS_LABELS[s.status])}
                  </span>
                  {s.start_date && s.end_date ? (
                    <span className="admin-muted">
                      {format.dateTime(s.start_date)} → {format.dateTime(s.end_date)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <h4>{t('adminUsers.payments')}</h4>
          {b.payments.length === 0 ? (
            <p className="admin-muted">{t('adminUsers.noPayments')}</p>
          ) : (
            <ul className="admin-detail-rows">
              {b.payments.map((p) => (
                <li key={p.id}>
                  <span>
                    {formatRupiah(p.amount)} · {t(PAYMENT_STATUS_LABELS[p.status])}
                    {p.paid_by_credit ? ` · ${t('adminPayments.paidByCredit')}` : null}
                  </span>
                  <span className="admin-muted">{format.dateTime(p.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}
