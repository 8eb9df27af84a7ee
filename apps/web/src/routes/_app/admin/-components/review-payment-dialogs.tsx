import { formatRupiah } from '@balasin/shared/format';
import { PAYMENT_RULES, paymentMessages } from '@balasin/shared/payments';
import { packageTitle } from '@balasin/shared/plans';
import { useState } from 'react';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { AdminPayment } from '../../../../lib/api-types.ts';

type DialogProps = {
  payment: AdminPayment | undefined;
  busy: boolean;
  error: string | undefined;
  onCancel: () => void;
};

const Subject = ({ payment }: { payment: AdminPayment | undefined }) => (
  <p className="admin-dialog-subject">
    <strong>{payment?.business_name}</strong>{' '}
    {payment ? <EmailText email={payment.owner_email} /> : null}
  </p>
);

/**
 * Confirming activates the subscription and e-mails the invoice: said before it happens, and for
 * an upgrade, which package it moves to and the credit the owner was given.
 */
export function ConfirmPaymentDialog({
  payment,
  busy,
  error,
  onCancel,
  onConfirm,
}: DialogProps & { onConfirm: () => void }) {
  const { t } = useLocale();
  return (
    <Modal open={Boolean(payment)} title={t('adminPayments.confirmTitle')} onClose={onCancel}>
      <Subject payment={payment} />
      <p>
        {t('adminPayments.confirmText', { amount: payment ? formatRupiah(payment.amount) : '' })}
      </p>
      {payment?.kind === 'upgrade' ? (
        <p>
          {t('adminPayments.confirmUpgrade', {
            package: packageTitle(payment.package),
            price: formatRupiah(payment.base_amount),
            credit: formatRupiah(payment.credit_amount),
            days: payment.credit_days,
          })}
          {payment.credit_extra_days > 0
            ? ` ${t('adminPayments.confirmExtraDays', {
                days: payment.credit_extra_days,
                package: packageTitle(payment.package),
              })}`
            : null}
        </p>
      ) : null}
      <FormError message={error} />
      <ModalActions
        onCancel={onCancel}
        label={t('adminPayments.confirmTitle')}
        busyLabel={t('adminPayments.confirming')}
        busy={busy}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

/** The reason goes to the owner by e-mail and on their dashboard, so it says what to fix. */
export function RejectPaymentDialog({
  payment,
  busy,
  error,
  onCancel,
  onReject,
}: DialogProps & { onReject: (reason: string) => void }) {
  const { t } = useLocale();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = () => {
    setReason('');
    setMissing(false);
    onCancel();
  };
  return (
    <Modal open={Boolean(payment)} title={t('adminPayments.rejectTitle')} onClose={cancel}>
      <Subject payment={payment} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim().length < PAYMENT_RULES.reasonMin) return setMissing(true);
          onReject(reason.trim());
        }}
      >
        <FormError message={error} />
        <Field
          label={t('adminPayments.reason')}
          error={missing ? paymentMessages.reasonRequired : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              name="reason"
              className="input"
              rows={4}
              maxLength={PAYMENT_RULES.reasonMax}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          )}
        </Field>
        <ModalActions
          onCancel={cancel}
          label={t('adminPayments.rejectTitle')}
          busyLabel={t('adminPayments.rejecting')}
          busy={busy}
          danger
        />
      </form>
    </Modal>
  );
}
