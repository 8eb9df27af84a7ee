import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/en.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { setInboxMuted, useInboxMuted } from '../../lib/inbox-chime.ts';
import { useInboxUnread } from '../../lib/use-inbox-unread.ts';
import { useTeamRole } from '../../lib/use-team-role.ts';
import {
  BookIcon,
  ChatIcon,
  ContactsIcon,
  InboxIcon,
  MutedIcon,
  SettingsIcon,
  SignOutIcon,
  SoundIcon,
  TeamIcon,
  WebhookIcon,
} from './icons.tsx';

type DashboardNavProps = {
  /** Only icons show; the names stay for assistive technology and as tooltips. */
  compact?: boolean;
  onSignOut: () => void;
  signingOut: boolean;
};

const ITEMS: {
  to:
    | '/dashboard/inbox'
    | '/dashboard'
    | '/dashboard/contacts'
    | '/dashboard/knowledge'
    | '/dashboard/webhooks'
    | '/dashboard/team'
    | '/dashboard/settings';
  label: MessageKey;
  icon: ReactNode;
  /** The owner's and admins' only: an agent would be refused there. */
  managers?: true;
}[] = [
  { to: '/dashboard/inbox', label: 'nav.inbox', icon: <InboxIcon /> },
  { to: '/dashboard', label: 'nav.whatsapp', icon: <ChatIcon /> },
  { to: '/dashboard/contacts', label: 'nav.contacts', icon: <ContactsIcon /> },
  { to: '/dashboard/knowledge', label: 'nav.knowledge', icon: <BookIcon />, managers: true },
  { to: '/dashboard/webhooks', label: 'nav.webhooks', icon: <WebhookIcon />, managers: true },
  { to: '/dashboard/team', label: 'nav.team', icon: <TeamIcon />, managers: true },
  { to: '/dashboard/settings', label: 'nav.settings', icon: <SettingsIcon /> },
];

/** The dashboard's destinations and Sign Out, shared by the sidebar and the phone menu. */
export function DashboardNav({ compact = false, onSignOut, signingOut }: DashboardNavProps) {
  const { t } = useLocale();
  const { canManage } = useTeamRole();
  const unread = useInboxUnread();
  const muted = useInboxMuted();
  const labelClass = compact ? 'visually-hidden' : 'nav-label';
  return (
    <ul className="dashboard-nav">
      {ITEMS.filter((item) => canManage || !item.managers).map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className="nav-item"
            activeOptions={{ exact: item.to === '/dashboard' }}
            activeProps={{ className: 'is-active' }}
            title={compact ? t(item.label) : undefined}
          >
            {item.icon}
            <span className={labelClass}>{t(item.label)}</span>
            {item.to === '/dashboard/inbox' && unread > 0 ? (
              <span className="nav-badge">
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <span className="visually-hidden">{t('nav.inboxUnread', { count: unread })}</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
      <li className="dashboard-nav-end">
        <button
          type="button"
          className="nav-item"
          aria-pressed={muted}
          onClick={() => setInboxMuted(!muted)}
          title={compact ? t('nav.inboxSound') : undefined}
        >
          {muted ? <MutedIcon /> : <SoundIcon />}
          <span className={labelClass}>{t('nav.inboxSound')}</span>
        </button>
      </li>
      <li>
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
