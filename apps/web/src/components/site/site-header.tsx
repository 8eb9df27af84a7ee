import { BRAND } from '@balasin/shared/brand';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSessionFlag } from '../../lib/session-flag.ts';

// Only a signed-in visitor sees the member menu, so nobody else downloads it.
const MemberMenu = lazy(() => import('./member-menu.tsx'));

/**
 * The public header (spec section 2): Lite Version and Pro Version, then Login and Daftar for a
 * visitor or a Dashboard button (and, on a phone, the member menu) for someone signed in.
 */
export function SiteHeader() {
  const signedIn = useSessionFlag();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="site-logo">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          {BRAND}
        </Link>
        <nav className="site-nav" aria-label="Produk">
          <ul>
            <li>
              <Link to="/lite">Lite Version</Link>
            </li>
            <li>
              <Link to="/pro">Pro Version</Link>
            </li>
          </ul>
        </nav>
        <div className="site-actions">
          {signedIn ? (
            <>
              <Link to="/dashboard" className="button button-primary">
                Dashboard
              </Link>
              <Suspense fallback={null}>
                <MemberMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Link to="/login" className="button">
                Login
              </Link>
              <Link to="/register" className="button button-primary">
                Daftar
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
