import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChatIcon, ContactsIcon, SettingsIcon, SignOutIcon, WebhookIcon } from './icons.tsx';

type DashboardNavProps = {
  /** Only icons show; the names stay for assistive technology and as tooltips. */
  compact?: boolean;
  onSignOut: () => void;
  signingOut: boolean;
};

const ITEMS: {
  to: '/dashboard' | '/dashboard/contacts' | '/dashboard/webhooks' | '/dashboard/settings';
  label: string;
  icon: ReactNode;
}[] = [
  { to: '/dashboard', label: 'WhatsApp', icon: <ChatIcon /> },
  { to: '/dashboard/contacts', label: 'Contacts', icon: <ContactsIcon /> },
  { to: '/dashboard/webhooks', label: 'Webhooks', icon: <WebhookIcon /> },
  { to: '/dashboard/settings', label: 'Settings', icon: <SettingsIcon /> },
];

/** The dashboard's destinations and Sign Out, shared by the sidebar and the phone menu. */
export function DashboardNav({ compact = false, onSignOut, signingOut }: DashboardNavProps) {
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
            title={compact ? item.label : undefined}
          >
            {item.icon}
            <span className={labelClass}>{item.label}</span>
          </Link>
        </li>
      ))}
      <li className="dashboard-nav-end">
        <button
          type="button"
          className="nav-item"
          onClick={onSignOut}
          disabled={signingOut}
          title={compact ? 'Sign Out' : undefined}
        >
          <SignOutIcon />
          <span className={labelClass}>Sign Out</span>
        </button>
      </li>
    </ul>
  );
}
