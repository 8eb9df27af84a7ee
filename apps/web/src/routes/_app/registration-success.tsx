import { SUPPORT_EMAIL } from '@balasin/shared/brand';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthTopBar } from '../../components/app/auth-top-bar.tsx';
import { headFromLoader, headLoader } from '../../lib/head.ts';
import { BankTransfer } from './-components/register/bank-transfer.tsx';

export const Route = createFileRoute('/_app/registration-success')({
  loader: headLoader({
    title: 'Registration successful',
    description: 'Your registration was received. Check your email to verify your account.',
    path: '/registration-success',
    noindex: true,
  }),
  head: headFromLoader,
  component: RegistrationSuccessPage,
});

function RegistrationSuccessPage() {
  return (
    <>
      <AuthTopBar action="login" />
      <main id="main" className="auth-page">
        <div className="card auth-card auth-success">
          <div className="auth-success-mark" aria-hidden="true">
            ✓
          </div>
          <h1>Registration Successful!</h1>
          <p>
            We have sent a verification email with the next steps to your inbox: verify your email
            address and transfer the package fee to one of the bank accounts below (the email lists
            them too).
          </p>
          <BankTransfer headingLevel="h2" />
          <div className="auth-success-actions">
            <Link to="/" className="button button-primary">
              Return to Home
            </Link>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="button">
              Contact Support
            </a>
          </div>
        </div>
      </main>
    </>
  );
}
