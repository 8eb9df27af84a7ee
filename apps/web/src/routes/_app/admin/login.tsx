import { createFileRoute } from '@tanstack/react-router';
import { en } from '../../../i18n/en.ts';
import { LanguageSwitch } from '../../../i18n/language-select.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { AdminLoginForm } from './-components/admin-login-form.tsx';

export const Route = createFileRoute('/_app/admin/login')({
  loader: headLoader({
    title: en['pageTitle.adminLogin'],
    description: 'Sign in to the Balasin admin area.',
    path: '/admin/login',
    noindex: true,
  }),
  head: headFromLoader,
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const context = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { t } = useLocale();
  return (
    <main id="main" className="admin-login">
      <div className="card admin-login-card">
        <h1>{t('adminLogin.title')}</h1>
        <p className="admin-login-intro">{t('adminLogin.intro')}</p>
        <AdminLoginForm context={context} onSignedIn={() => navigate({ to: '/admin/dashboard' })} />
      </div>
      <LanguageSwitch />
    </main>
  );
}
