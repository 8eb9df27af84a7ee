import { createFileRoute } from '@tanstack/react-router';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';

export const Route = createFileRoute('/_app/admin/_panel/users')({
  loader: headLoader({
    title: en['pageTitle.users'],
    description: 'Balasin user management.',
    path: '/admin/users',
    noindex: true,
  }),
  head: headFromLoader,
  component: ManageUsers,
});

function ManageUsers() {
  const { t } = useLocale();
  return (
    <>
      <h1>{t('admin.usersTitle')}</h1>
      <div className="card admin-placeholder">
        <p>{t('admin.usersComing')}</p>
      </div>
    </>
  );
}
