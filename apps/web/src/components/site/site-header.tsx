import { BRAND } from '@balasin/shared/brand';
import { Link } from '@tanstack/react-router';
import { useSessionFlag } from '../../lib/session-flag.ts';
import { MemberMenu } from './member-menu.tsx';

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
              <MemberMenu />
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
