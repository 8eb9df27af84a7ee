import { messages } from '@balasin/shared/messages';
import { type FormEvent, useId, useState } from 'react';
import type { SessionContext } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { PasswordInput } from '../ui/password-input.tsx';
import { adminSignIn } from './admin-sign-in.ts';
import '../../styles/admin.css';

const FAILURE_TOAST = 'admin-sign-in-failed';

type AdminLoginFormProps = {
  context: SessionContext;
  onSignedIn: () => Promise<void>;
};

export function AdminLoginForm({ context, onSignedIn }: AdminLoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const emailId = useId();
  const passwordId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const outcome = await adminSignIn(context, { email, password });
    if (outcome === 'admin') {
      // An earlier attempt's failure toast would otherwise follow the admin onto the dashboard.
      toast.dismiss(FAILURE_TOAST);
      await onSignedIn();
      return;
    }
    setError(
      outcome === 'invalid-credentials' ? messages.invalidCredentials : messages.adminNoAccess,
    );
    toast.error(messages.adminLoginFailedToast, { id: FAILURE_TOAST });
    setBusy(false);
  };

  return (
    <form className="admin-login-form" onSubmit={submit}>
      {error ? (
        <p className="alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          className="input"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={passwordId}>Password</label>
        <PasswordInput
          id={passwordId}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary admin-login-submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
