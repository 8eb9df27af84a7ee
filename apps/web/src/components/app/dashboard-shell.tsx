import { BRAND } from '@balasin/shared/brand';
import { LIMITS } from '@balasin/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale.tsx';
import { useAppServices } from '../../lib/use-app-services.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { CloseIcon, CollapseIcon, ExpandIcon, MenuIcon } from './icons.tsx';
import { useSignOut } from './use-sign-out.ts';
import '../../styles/app.css';

/**
 * The signed-in frame: a top bar, a sidebar that collapses from 256 to 64 px on wider screens,
 * and on phones a menu button that opens the same destinations below the top bar.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { trpc } = useAppServices();
  const { t } = useLocale();
  // The guard has just loaded the user; this only reads it (and follows its re-checks).
  const { data } = useQuery({ ...trpc.auth.user.queryOptions(), enabled: false });
  const { signOut, signingOut } = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });

  // A new page closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const sidebarWidth = collapsed ? LIMITS.sidebarCollapsedPx : LIMITS.sidebarExpandedPx;

  return (
    <div className="dashboard">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="dashboard-top-bar">
        <button
          type="button"
          className="app-icon-button dashboard-menu-button"
          aria-expanded={menuOpen}
          aria-controls="dashboard-mobile-menu"
          aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/dashboard" className="app-brand">
          <span className="app-brand-mark" aria-hidden="true">
            B
          </span>
          {BRAND}
        </Link>
        {data ? (
          <span className="dashboard-user">
            <span className="dashboard-user-name">{data.user.name}</span>
            <span className="dashboard-user-business">{data.user.businessName}</span>
          </span>
        ) : null}
      </header>
      {menuOpen ? (
        <nav
          id="dashboard-mobile-menu"
          className="dashboard-mobile-menu"
          aria-label={t('shell.menu')}
        >
          <DashboardNav onSignOut={signOut} signingOut={signingOut} />
        </nav>
      ) : null}
      <div className="dashboard-body">
        <aside className="dashboard-sidebar" style={{ width: sidebarWidth }}>
          <button
            type="button"
            className="app-icon-button sidebar-toggle"
            aria-expanded={!collapsed}
            aria-controls="dashboard-sidebar-nav"
            aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? <ExpandIcon /> : <CollapseIcon />}
          </button>
          <nav id="dashboard-sidebar-nav" aria-label={t('shell.sidebar')}>
            <DashboardNav compact={collapsed} onSignOut={signOut} signingOut={signingOut} />
          </nav>
        </aside>
        <main id="main" className="dashboard-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
