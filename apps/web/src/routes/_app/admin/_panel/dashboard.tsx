import { formatRupiah } from '@balasin/shared/format';
import { messages } from '@balasin/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { toast } from '../../../../lib/toast.ts';
import { StatCard } from '../-components/stat-card.tsx';

export const Route = createFileRoute('/_app/admin/_panel/dashboard')({
  loader: headLoader({
    title: 'Admin Dashboard',
    description: 'Balasin users, businesses, active subscriptions and revenue.',
    path: '/admin/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: AdminDashboard,
});

// Grouped as the rupiah figure beside it is, e.g. 100.000.
const count = new Intl.NumberFormat('id-ID');

function AdminDashboard() {
  const { trpc } = Route.useRouteContext();
  // Always refetched on arrival: the figures are cheap and an admin expects them current.
  const stats = useQuery({ ...trpc.admin.stats.queryOptions(), staleTime: 0 });

  useEffect(() => {
    if (stats.isError) toast.error(messages.statsFailed, { id: 'stats-failed' });
  }, [stats.isError]);

  // '...' while loading (spec section 2); '-' when the figures could not be fetched.
  const show = (format: (data: NonNullable<typeof stats.data>) => string) => {
    if (stats.data) return format(stats.data);
    return stats.isError ? '-' : undefined;
  };

  return (
    <>
      <h1>Dashboard</h1>
      <dl className="admin-stats" aria-busy={stats.isPending}>
        <StatCard label="Total Users" value={show((data) => count.format(data.totalUsers))} />
        <StatCard
          label="Total Businesses"
          value={show((data) => count.format(data.totalBusinesses))}
        />
        <StatCard
          label="Active Subscriptions"
          value={show((data) => count.format(data.activeSubscriptions))}
        />
        <StatCard label="Total Revenue" value={show((data) => formatRupiah(data.totalRevenue))} />
      </dl>
    </>
  );
}
