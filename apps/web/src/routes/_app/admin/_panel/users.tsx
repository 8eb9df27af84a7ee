import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';

export const Route = createFileRoute('/_app/admin/_panel/users')({
  loader: headLoader({
    title: 'Manage Users',
    description: 'Balasin user management.',
    path: '/admin/users',
    noindex: true,
  }),
  head: headFromLoader,
  component: ManageUsers,
});

function ManageUsers() {
  return (
    <>
      <h1>Manage Users</h1>
      <div className="card admin-placeholder">
        <p>User management is coming soon.</p>
      </div>
    </>
  );
}
