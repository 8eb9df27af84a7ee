import { BANK_ACCOUNTS } from '@balasin/shared/brand';
import type { FormEvent } from 'react';
import { LITE_PLAN } from './lite-plan.ts';

export type PaymentMethod = 'bank_transfer';

type PaymentStepProps = {
  method: PaymentMethod | undefined;
  onMethodChange: (method: PaymentMethod) => void;
  error: string | undefined;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
};

/**
 * Step 3: payment. Nothing is selected at first; choosing Bank Transfer reveals the accounts to
 * pay into. The request itself is the wizard's, which owns the values of every step.
 */
export function PaymentStep({
  method,
  onMethodChange,
  error,
  submitting,
  onSubmit,
  onBack,
}: PaymentStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      <p className="wizard-payment-summary">
        <strong>{LITE_PLAN.name} package</strong>
        <span>
          {LITE_PLAN.price} / {LITE_PLAN.period}
        </span>
      </p>
      <fieldset className="wizard-payment-methods">
        <legend>Payment method</legend>
        <label
          className={`wizard-payment-option${method === 'bank_transfer' ? ' is-selected' : ''}`}
        >
          <input
            type="radio"
            name="paymentMethod"
            value="bank_transfer"
            checked={method === 'bank_transfer'}
            onChange={() => onMethodChange('bank_transfer')}
          />
          <span>Bank Transfer</span>
        </label>
      </fieldset>
      {method === 'bank_transfer' ? (
        <section className="wizard-bank-details" aria-labelledby="bank-details-title">
          <h3 id="bank-details-title">Transfer to one of these accounts</h3>
          <p>
            Transfer {LITE_PLAN.price} to either account. We activate your subscription as soon as
            the transfer is confirmed.
          </p>
          <ul className="wizard-bank-accounts">
            {BANK_ACCOUNTS.map((account) => (
              <li key={account.bank} className="wizard-bank-account">
                <span className="wizard-bank-name">{account.bank}</span>
                <span className="wizard-bank-number">{account.accountNumber}</span>
                <span className="wizard-bank-holder">Account name: {account.accountName}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {error ? (
        <div className="alert-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="wizard-actions">
        <button type="button" className="button" onClick={onBack} disabled={submitting}>
          Back
        </button>
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? 'Processing...' : 'Complete registration'}
        </button>
      </div>
    </form>
  );
}
