import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthTopBar } from '../../components/app/auth-top-bar.tsx';
import { en } from '../../i18n/en.ts';
import { LanguageSwitch } from '../../i18n/language-select.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../lib/head.ts';
import { useOperatorSettings } from '../../lib/operator-settings.ts';
import { BankTransfer } from './-components/register/bank-transfer.tsx';
import { recallRegistrationPayment } from './-components/register/registration-payment.ts';

export const Route = createFileRoute('/_app/registration-success')({
  loader: headLoader({
    title: en['pageTitle.registered'],
    description: 'Your registration was received. Check your email to verify your account.',
    path: '/registration-success',
    noindex: true,
  }),
  head: headFromLoader,
  component: RegistrationSuccessPage,
});

function RegistrationSuccessPage() {
  const { supportEmail } = useOperatorSettings();
  const [order] = useState(recallRegistrationPayment);
  const { t } = useLocale();
  return (
    <>
      <AuthTopBar action="login" />
      <main id="main" className="auth-page">
        <div className="card auth-card auth-success">
          <div className="auth-success-mark" aria-hidden="true">
            ✓
          </div>
          <h1>{t('registered.title')}</h1>
          <p>{t('registered.text')}</p>
          <BankTransfer headingLevel="h2" order={order} />
          <div className="auth-success-actions">
            <Link to="/" className="button button-primary">
              {t('registered.home')}
            </Link>
            <a href={`mailto:${supportEmail}`} className="button">
              {t('registered.support')}
            </a>
          </div>
        </div>
        <LanguageSwitch />
      </main>
    </>
  );
}
