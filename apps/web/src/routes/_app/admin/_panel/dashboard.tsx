import { formatRupiah } from '@balasin/shared/format';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { toast } from '../../../../lib/toast.ts';
import { StatCard } from '../-components/stat-card.tsx';

export const Route = createFileRoute('/_app/admin/_panel/dashboard')({
  loader: headLoader({
    title: en['pageTitle.adminDashboard'],
    description: 'Balasin users, businesses, active subscriptions and revenue.',
    path: '/admin/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: AdminDashboard,
});

function AdminDashboard() {
  const { trpc } = Route.useRouteContext();
  const { t, format } = useLocale();
  // Always refetched on arrival: the figures are cheap and an admin expects them current.
  const stats = useQuery({ ...trpc.admin.stats.queryOptions(), staleTime: 0 });

  useEffect(() => {
    if (stats.isError) toast.error(t('msg.statsFailed'), { id: 'stats-failed' });
  }, [stats.isError, t]);

  // '...' while loading (spec section 2); '-' when the figures could not be fetched.
  const show = (format: (data: NonNullable<typeof stats.data>) => string) => {
    if (stats.data) return format(stats.data);
    return stats.isError ? '-' : undefined;
  };

  return (
    <>
      <h1>{t('admin.dashboardTitle')}</h1>
      <dl className="admin-stats" aria-busy={stats.isPending}>
        <StatCard
          label={t('admin.totalUsers')}
          value={show((data) => format.number(data.totalUsers))}
        />
        <StatCard
          label={t('admin.totalBusinesses')}
          value={show((data) => format.number(data.totalBusinesses))}
        />
        <StatCard
          label={t('admin.activeSubscriptions')}
          value={show((data) => format.number(data.activeSubscriptions))}
        />
        <StatCard
          label={t('admin.totalRevenue')}
          value={show((data) => formatRupiah(data.totalRevenue))}
        />
      </dl>
    </>
  );
}
