import { formatBytes } from '@balasin/shared/format';
import { PAYMENT_RULES, PROOF_TYPES, paymentMessages } from '@balasin/shared/payments';
import { useState } from 'react';
import { Field, FormError } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { type PaymentSubmission, submitPayment } from '../../../../../lib/submit-payment.ts';
import { type ParseResult, useForm } from '../../../../../lib/use-form.ts';

type Props = {
  paymentId: string;
  banks: string[];
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
};

const ACCEPT = Object.keys(PROOF_TYPES).join(',');

/**
 * "I have paid": the bank the transfer came from, the account holder's name and the proof. The
 * browser's checks are a courtesy (type and size, before a long upload); the server decides by
 * the file's content.
 */
export function PaidModal({ paymentId, banks, open, onClose, onSubmitted }: Props) {
  const { t } = useLocale();
  const [proof, setProof] = useState<File>();
  const form = useForm({
    // `proof` is a file, kept beside the form's text values; its error comes back like theirs.
    initialValues: { bank: '', payerName: '', proof: '' },
    parse: (values): ParseResult<PaymentSubmission> => {
      const issues: { path: string[]; message: string }[] = [];
      if (!values.bank.trim())
        issues.push({ path: ['bank'], message: paymentMessages.bankRequired });
      if (!values.payerName.trim()) {
        issues.push({ path: ['payerName'], message: paymentMessages.payerNameRequired });
      }
      if (!proof) issues.push({ path: ['proof'], message: paymentMessages.proofRequired });
      else if (proof.size > PAYMENT_RULES.proofMaxBytes) {
        issues.push({ path: ['proof'], message: paymentMessages.proofTooLarge });
      }
      return proof && issues.length === 0
        ? {
            success: true,
            data: { bank: values.bank.trim(), payerName: values.payerName.trim(), proof },
          }
        : { success: false, error: { issues } };
    },
    onSubmit: async (input) => {
      await submitPayment(paymentId, input, paymentMessages.submitFailed);
      onSubmitted();
    },
    onError: (error) => (error instanceof Error ? error.message : paymentMessages.submitFailed),
  });
  const close = () => {
    form.reset();
    setProof(undefined);
    onClose();
  };
  return (
    <Modal open={open} title={t('payment.paidTitle')} onClose={close}>
      <form noValidate onSubmit={form.handleSubmit}>
        <FormError message={form.formError} />
        <Field
          label={t('payment.paidBank')}
          hint={t('payment.paidBankHint')}
          error={form.errors.bank}
        >
          {(control) => (
            <>
              <input
                {...control}
                {...form.bind('bank')}
                className="input"
                list="paid-banks"
                autoComplete="off"
              />
              <datalist id="paid-banks">
                {banks.map((bank) => (
                  <option key={bank} value={bank} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field
          label={t('payment.paidName')}
          hint={t('payment.paidNameHint')}
          error={form.errors.payerName}
        >
          {(control) => (
            <input {...control} {...form.bind('payerName')} className="input" autoComplete="name" />
          )}
        </Field>
        <Field
          label={t('payment.paidProof')}
          hint={t('payment.paidProofHint').replace(
            '{max}',
            formatBytes(PAYMENT_RULES.proofMaxBytes),
          )}
          error={form.errors.proof}
        >
          {(control) => (
            <input
              {...control}
              name="proof"
              type="file"
              accept={ACCEPT}
              className="input"
              onChange={(event) => {
                setProof(event.target.files?.[0]);
                form.setValue('proof', event.target.value);
              }}
            />
          )}
        </Field>
        <ModalActions
          onCancel={close}
          label={t('payment.paidSubmit')}
          busyLabel={t('payment.paidSubmitting')}
          busy={form.submitting}
        />
      </form>
    </Modal>
  );
}
