import type { FormEvent } from 'react';
import { FormError } from '../../../../components/ui/field.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { BankTransfer } from './bank-transfer.tsx';
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
  const { t } = useLocale();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      <p className="wizard-payment-summary">
        <strong>{t('register.packageName', { plan: LITE_PLAN.name })}</strong>
        <span>
          <span className="nowrap">{LITE_PLAN.price}</span> / {t(LITE_PLAN.period)}
        </span>
      </p>
      <fieldset className="wizard-payment-methods">
        <legend>{t('register.paymentMethod')}</legend>
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
          <span>{t('register.bankTransfer')}</span>
        </label>
      </fieldset>
      {method === 'bank_transfer' ? <BankTransfer /> : null}
      <FormError message={error} />
      <div className="wizard-actions">
        <button type="button" className="button" onClick={onBack} disabled={submitting}>
          {t('common.back')}
        </button>
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? t('register.processing') : t('register.complete')}
        </button>
      </div>
    </form>
  );
}
