import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/en.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { ChatIcon, ContactsIcon, SettingsIcon, SignOutIcon, WebhookIcon } from './icons.tsx';

type DashboardNavProps = {
  /** Only icons show; the names stay for assistive technology and as tooltips. */
  compact?: boolean;
  onSignOut: () => void;
  signingOut: boolean;
};

const ITEMS: {
  to: '/dashboard' | '/dashboard/contacts' | '/dashboard/webhooks' | '/dashboard/settings';
  label: MessageKey;
  icon: ReactNode;
}[] = [
  { to: '/dashboard', label: 'nav.whatsapp', icon: <ChatIcon /> },
  { to: '/dashboard/contacts', label: 'nav.contacts', icon: <ContactsIcon /> },
  { to: '/dashboard/webhooks', label: 'nav.webhooks', icon: <WebhookIcon /> },
  { to: '/dashboard/settings', label: 'nav.settings', icon: <SettingsIcon /> },
];

/** The dashboard's destinations and Sign Out, shared by the sidebar and the phone menu. */
export function DashboardNav({ compact = false, onSignOut, signingOut }: DashboardNavProps) {
  const { t } = useLocale();
  const labelClass = compact ? 'visually-hidden' : 'nav-label';
  return (
    <ul className="dashboard-nav">
      {ITEMS.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className="nav-item"
            activeOptions={{ exact: true }}
            activeProps={{ className: 'is-active' }}
            title={compact ? t(item.label) : undefined}
          >
            {item.icon}
            <span className={labelClass}>{t(item.label)}</span>
          </Link>
        </li>
      ))}
      <li className="dashboard-nav-end">
        <button
          type="button"
          className="nav-item"
          onClick={onSignOut}
          disabled={signingOut}
          title={compact ? t('nav.signOut') : undefined}
        >
          <SignOutIcon />
          <span className={labelClass}>{t('nav.signOut')}</span>
        </button>
      </li>
    </ul>
  );
}
