import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../lib/head.ts';

export const Route = createFileRoute('/_app/admin/_panel/users')({
  head: () =>
    pageHead({
      title: 'Manage Users',
      description: 'Balasin user management.',
      path: '/admin/users',
      noindex: true,
    }),
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
