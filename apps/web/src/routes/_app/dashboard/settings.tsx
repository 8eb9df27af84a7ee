import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Field } from '../../../components/ui/field.tsx';
import { en } from '../../../i18n/en.ts';
import { LanguageSelect } from '../../../i18n/language-select.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import { DeleteAccountSection } from './-components/settings/delete-account-section.tsx';
import { EmailChangeSection } from './-components/settings/email-change-section.tsx';
import { LinkCard } from './-components/settings/link-card.tsx';
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
        <LinkCard
          id="billing"
          title={t('billing.title')}
          lead={t('billing.settingsLead')}
          to="/dashboard/billing"
          action={t('billing.open')}
        />
      ) : null}
      <LinkCard
        id="canned"
        title={t('canned.title')}
        lead={t('canned.lead')}
        to="/dashboard/canned-responses"
        action={t('inbox.canned.manage')}
      />
      <LinkCard
        id="labels"
        title={t('labelsPage.title')}
        lead={t('labelsPage.lead')}
        to="/dashboard/labels"
        action={t('labelsPage.manage')}
      />
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
