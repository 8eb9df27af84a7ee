import { useLocale } from '../../../../i18n/locale.tsx';
import type { AdminUser } from '../../../../lib/api-types.ts';

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const { t } = useLocale();
  return role === 'admin' ? (
    <span className="admin-badge admin-badge-active">{t('adminUsers.roleAdmin')}</span>
  ) : (
    <span className="admin-badge admin-badge-expired">{t('adminUsers.roleUser')}</span>
  );
}

/** Disabled in red; an unverified address is worth seeing at a glance too. */
export function StatusBadge({
  user,
}: {
  user: Pick<AdminUser, 'disabled_at' | 'email_verified_at'>;
}) {
  const { t } = useLocale();
  if (user.disabled_at) {
    return (
      <span className="admin-badge admin-badge-cancelled">{t('adminUsers.statusDisabled')}</span>
    );
  }
  if (!user.email_verified_at) {
    return <span className="admin-badge admin-badge-pending">{t('adminUsers.unverified')}</span>;
  }
  return <span className="admin-badge admin-badge-active">{t('adminUsers.statusActive')}</span>;
}
