import { Link, useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../../../i18n/en.ts';
import { LanguageSwitch } from '../../../../i18n/language-select.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import {
  AuditIcon,
  CloseIcon,
  CollapseIcon,
  DashboardIcon,
  MenuIcon,
  PaymentsIcon,
  SettingsIcon,
  SignOutIcon,
  SubscriptionsIcon,
  UsersIcon,
} from './admin-icons.tsx';
import '../../../../styles/admin.css';

const NAV = [
  { to: '/admin/dashboard', label: 'admin.navDashboard', icon: <DashboardIcon /> },
  { to: '/admin/users', label: 'admin.navUsers', icon: <UsersIcon /> },
  { to: '/admin/subscriptions', label: 'admin.navSubscriptions', icon: <SubscriptionsIcon /> },
  { to: '/admin/payments', label: 'admin.navPayments', icon: <PaymentsIcon /> },
  { to: '/admin/settings', label: 'admin.navSettings', icon: <SettingsIcon /> },
  { to: '/admin/audit', label: 'admin.navAudit', icon: <AuditIcon /> },
] as const satisfies readonly { to: string; label: MessageKey; icon: ReactNode }[];

/** Where the sidebar stops being a phone menu; matches the breakpoint in admin.css. */
const WIDE_SCREEN = '(min-width: 768px)';

type AdminShellProps = {
  onSignOut: () => Promise<void>;
  children: ReactNode;
};

/**
 * The admin frame (spec section 2): a sidebar that collapses to icons (64 px / 256 px) on wide
 * screens and slides in from a menu button on phones, with Sign Out at its foot.
 */
export function AdminShell({ onSignOut, children }: AdminShellProps) {
  const { t } = useLocale();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The phone menu has done its job once a link is followed.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  // Focus follows the phone menu in and back out; Escape closes it, and so does a window grown
  // past phone width, where the menu no longer shows but would leave the page unreachable.
  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    wide.addEventListener('change', closeWhenWide);
    return () => {
      window.removeEventListener('keydown', closeOnEscape);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, [menuOpen]);

  const signOut = async () => {
    setSigningOut(true);
    await onSignOut();
  };

  const classes = ['admin-shell', collapsed && 'is-collapsed', menuOpen && 'is-menu-open'];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="admin-topbar">
        <button
          ref={menuButton}
          type="button"
          className="admin-icon-button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
          <span className="visually-hidden">{t('shell.menu')}</span>
        </button>
        <span className="admin-brand">{t('admin.brand')}</span>
      </header>
      <aside id="admin-sidebar" className="admin-sidebar">
        <div className="admin-sidebar-head">
          <span className="admin-brand admin-sidebar-brand">{t('admin.brand')}</span>
          <button
            type="button"
            className="admin-icon-button admin-collapse-toggle"
            aria-expanded={!collapsed}
            aria-controls="admin-sidebar"
            aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
            onClick={() => setCollapsed((value) => !value)}
          >
            <CollapseIcon collapsed={collapsed} />
          </button>
          <button
            ref={closeButton}
            type="button"
            className="admin-icon-button admin-menu-close"
            aria-label={t('shell.closeMenu')}
            onClick={closeMenu}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('admin.nav')}>
          <ul className="admin-nav">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="admin-nav-link" title={t(item.label)}>
                  {item.icon}
                  <span className="admin-nav-label">{t(item.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="admin-language" />
        <button
          type="button"
          className="admin-nav-link admin-sign-out"
          title={t('nav.signOut')}
          disabled={signingOut}
          onClick={signOut}
        >
          <SignOutIcon />
          <span className="admin-nav-label">{t('nav.signOut')}</span>
        </button>
      </aside>
      {menuOpen ? <div className="admin-backdrop" aria-hidden="true" onClick={closeMenu} /> : null}
      {/* While the phone menu covers the page, the page behind it is out of reach. */}
      <main id="main" className="admin-main" inert={menuOpen}>
        {children}
      </main>
    </div>
  );
}
