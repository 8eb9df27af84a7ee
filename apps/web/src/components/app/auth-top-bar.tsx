import { BRAND } from '@balasin/shared/brand';
import { Link } from '@tanstack/react-router';
import '../../styles/app.css';

type AuthTopBarProps = { action: 'login' | 'register' | 'none' };

/**
 * The slim branded bar above sign-in and registration: a way home and to the other form. These
 * pages are in English and outside the marketing layout, so they do not use its header.
 */
export function AuthTopBar({ action }: AuthTopBarProps) {
  return (
    <header className="auth-top-bar">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="container auth-top-bar-inner">
        <Link to="/" className="app-brand">
          <span className="app-brand-mark" aria-hidden="true">
            B
          </span>
          {BRAND}
        </Link>
        {action === 'login' ? (
          <Link to="/login" className="button button-ghost">
            Sign in
          </Link>
        ) : null}
        {action === 'register' ? (
          <Link to="/register" className="button button-ghost">
            Create account
          </Link>
        ) : null}
      </div>
    </header>
  );
}
