import { BRAND } from '@balasin/shared/brand';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../i18n/locale.tsx';
import '../../styles/app.css';

type AuthTopBarProps = { action: 'login' | 'register' | 'none' };

/**
 * The slim branded bar above sign-in and registration: a way home and to the other form. These
 * pages are in English (or the language chosen below them) and outside the marketing layout, so
 * they do not use its header.
 */
export function AuthTopBar({ action }: AuthTopBarProps) {
  const { t } = useLocale();
  return (
    <header className="auth-top-bar">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
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
            {t('auth.signIn')}
          </Link>
        ) : null}
        {action === 'register' ? (
          <Link to="/register" className="button button-ghost">
            {t('auth.createAccount')}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
