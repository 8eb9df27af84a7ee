import { BRAND } from '@balasin/shared/brand';
import { messages } from '@balasin/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AuthTopBar } from '../../components/app/auth-top-bar.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { en } from '../../i18n/en.ts';
import { LanguageSwitch } from '../../i18n/language-select.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../lib/head.ts';
import { AccountStep } from './-components/register/account-step.tsx';
import {
  type AccountValues,
  EMPTY_ACCOUNT,
  toRegistrationAccount,
} from './-components/register/account-values.ts';
import { LITE_PLAN } from './-components/register/lite-plan.ts';
import { PackageStep } from './-components/register/package-step.tsx';
import { type PaymentMethod, PaymentStep } from './-components/register/payment-step.tsx';
import { registrationErrorMessage } from './-components/register/registration-error.ts';
import { rememberRegistrationPayment } from './-components/register/registration-payment.ts';
import { StepIndicator, type WizardStep } from './-components/register/step-indicator.tsx';

export const Route = createFileRoute('/_app/register')({
  loader: headLoader({
    title: en['pageTitle.register'],
    description: `Register your business with ${BRAND}: choose the Lite package and pay by bank transfer.`,
    path: '/register',
  }),
  head: headFromLoader,
  component: RegisterPage,
});

const STEP_TITLES: Record<WizardStep, MessageKey> = {
  account: 'register.titleAccount',
  package: 'register.titlePackage',
  payment: 'register.titlePayment',
};

function RegisterPage() {
  const { trpc } = Route.useRouteContext();
  const navigate = useNavigate();
  const { t, locale } = useLocale();
  const [step, setStep] = useState<WizardStep>('account');
  const [account, setAccount] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [method, setMethod] = useState<PaymentMethod>();
  const [error, setError] = useState<string>();
  const register = useMutation(trpc.auth.register.mutationOptions());

  // Each step's heading takes focus, so keyboard and screen-reader users start at the new step.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const goTo = (next: WizardStep) => {
    setError(undefined);
    setStep(next);
  };

  const submit = () => {
    if (!method) {
      setError(messages.paymentMethodMissing);
      return;
    }
    setError(undefined);
    register.mutate(
      // The page's language becomes the account's, and the confirmation e-mail's.
      { ...toRegistrationAccount(account), packageType: LITE_PLAN.id, locale },
      {
        onSuccess: ({ payment }) => {
          rememberRegistrationPayment(payment);
          void navigate({ to: '/registration-success' });
        },
        onError: (failure) => setError(registrationErrorMessage(failure)),
      },
    );
  };

  return (
    <>
      <AuthTopBar action="login" />
      <main id="main" className="auth-page">
        <div className="card auth-card auth-card-wide">
          <h1>{t('register.title')}</h1>
          <StepIndicator current={step} />
          <h2 ref={heading} tabIndex={-1} className="wizard-title">
            {t(STEP_TITLES[step])}
          </h2>
          {step === 'account' ? (
            <AccountStep values={account} onChange={setAccount} onNext={() => goTo('package')} />
          ) : null}
          {step === 'package' ? (
            <PackageStep onChoose={() => goTo('payment')} onBack={() => goTo('account')} />
          ) : null}
          {step === 'payment' ? (
            <PaymentStep
              method={method}
              onMethodChange={(chosen) => {
                setMethod(chosen);
                setError(undefined);
              }}
              error={error}
              submitting={register.isPending}
              onSubmit={submit}
              onBack={() => goTo('package')}
            />
          ) : null}
          <p className="auth-switch">
            {t('register.alreadyRegistered')} <Link to="/login">{t('auth.signIn')}</Link>
          </p>
        </div>
        <LanguageSwitch />
      </main>
    </>
  );
}
