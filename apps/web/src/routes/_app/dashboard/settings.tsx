import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Field } from '../../../components/ui/field.tsx';
import { en } from '../../../i18n/en.ts';
import { LanguageSelect } from '../../../i18n/language-select.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import { DeleteAccountSection } from './-components/settings/delete-account-section.tsx';
import { EmailChangeSection } from './-components/settings/email-change-section.tsx';
import { PasswordSection } from './-components/settings/password-section.tsx';
import { ProfileSection } from './-components/settings/profile-section.tsx';
import { SessionsSection } from './-components/settings/sessions-section.tsx';

export const Route = createFileRoute('/_app/dashboard/settings')({
  loader: headLoader({
    title: en['pageTitle.settings'],
    description: 'Your account and business details.',
    path: '/dashboard/settings',
    noindex: true,
  }),
  head: headFromLoader,
  component: SettingsPage,
});

function SettingsPage() {
  const { trpc } = Route.useRouteContext();
  const { t } = useLocale();
  const { canManage } = useTeamRole();
  // Read from the cache the guard filled; no request of its own.
  const { data } = useQuery({ ...trpc.auth.user.queryOptions(), enabled: false });
  const user = data?.user;
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('settings.title')}</h1>
          <p className="dashboard-page-lead">{t('settings.lead')}</p>
        </div>
      </header>
      {user ? <ProfileSection profile={user} /> : null}
      {user ? <EmailChangeSection email={user.email} /> : null}
      <PasswordSection />
      <SessionsSection />
      {/* Billing is the owner's and admins': an agent would be refused the invoices. */}
      {canManage ? (
        <section className="card" aria-labelledby="billing-title">
          <h2 id="billing-title">{t('billing.title')}</h2>
          <p>{t('billing.settingsLead')}</p>
          <Link to="/dashboard/billing" className="button">
            {t('billing.open')}
          </Link>
        </section>
      ) : null}
      <section className="card" aria-labelledby="canned-title">
        <h2 id="canned-title">{t('canned.title')}</h2>
        <p>{t('canned.lead')}</p>
        <Link to="/dashboard/canned-responses" className="button">
          {t('inbox.canned.manage')}
        </Link>
      </section>
      <section className="card" aria-labelledby="labels-title">
        <h2 id="labels-title">{t('labelsPage.title')}</h2>
        <p>{t('labelsPage.lead')}</p>
        <Link to="/dashboard/labels" className="button">
          {t('labelsPage.manage')}
        </Link>
      </section>
      <section className="card">
        <Field
          label={t('settings.language')}
          hint={t('settings.languageHint')}
          className="settings-language"
        >
          {(control) => <LanguageSelect {...control} />}
        </Field>
      </section>
      {user ? <DeleteAccountSection account={user} /> : null}
    </div>
  );
}
