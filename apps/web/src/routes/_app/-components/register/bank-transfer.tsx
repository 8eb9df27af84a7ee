import { formatRupiah } from '@balasin/shared/format';
import { PACKAGE_PRICES } from '@balasin/shared/plans';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { useOperatorSettings } from '../../../../lib/operator-settings.ts';
import { LITE_PLAN } from './lite-plan.ts';

/** The order to pay, as the API gives it: the exact amount (with its unique code) and deadline. */
export type TransferOrder = { amount: number; unique_code: number; deadline: string };

/**
 * What to transfer, where and by when: the exact amount with its unique code, the operator's
 * accounts (as admins set them), each with a copy button so nobody retypes a number, and the
 * deadline. Before registering there is no order yet: the price shows, and the code is explained.
 * Shown on the payment step, the success page and the pending owner's dashboard (in their
 * language there; the registration pages are English, the default).
 */
export function BankTransfer({
  order,
  headingLevel: Heading = 'h3',
  note = 'activation',
}: {
  order?: TransferOrder | undefined;
  headingLevel?: 'h2' | 'h3';
  /** What the transfer does: starts the subscription, renews it, or moves it to a bigger package. */
  note?: 'activation' | 'renewal' | 'upgrade';
}) {
  const { t, format } = useLocale();
  const { bankAccounts } = useOperatorSettings();
  return (
    <section className="bank-transfer" aria-labelledby="bank-details-title">
      <Heading id="bank-details-title" className="bank-transfer-title">
        {t('payment.transferTitle')}
      </Heading>
      {order ? (
        <>
          <div className="bank-transfer-row">
            <span>
              <span className="bank-transfer-label">{t('payment.amount')}</span>
              <span className="bank-transfer-value nowrap" data-testid="transfer-amount">
                {formatRupiah(order.amount)}
              </span>
            </span>
            <CopyButton value={String(order.amount)} label={t('payment.copyAmount')} />
          </div>
          <p className="bank-transfer-note">
            {t('payment.codeNote').replace('{code}', String(order.unique_code))}
          </p>
          <div className="bank-transfer-row">
            <span>
              <span className="bank-transfer-label">{t('payment.deadline')}</span>
              <span className="bank-transfer-value">{format.deadline(order.deadline)}</span>
            </span>
          </div>
        </>
      ) : (
        <>
          <div className="bank-transfer-row">
            <span>
              <span className="bank-transfer-label">
                {LITE_PLAN.name}, 1 {t(LITE_PLAN.period)}
              </span>
              <span className="bank-transfer-value nowrap">
                {formatRupiah(PACKAGE_PRICES.lite.amountIdr)}
              </span>
            </span>
          </div>
          <p className="bank-transfer-note">{t('payment.codeLater')}</p>
        </>
      )}
      <ul className="bank-transfer-accounts">
        {bankAccounts.map((account) => (
          <li key={`${account.bank}-${account.accountNumber}`} className="bank-transfer-row">
            <span>
              <span className="bank-transfer-label">{account.bank}</span>
              <span className="bank-transfer-value nowrap">{account.accountNumber}</span>
              <span className="bank-transfer-holder">
                {t('payment.accountHolder')}: {account.accountHolder}
              </span>
            </span>
            <CopyButton
              value={account.accountNumber.replace(/\D/g, '')}
              label={t('payment.copyAccount').replace('{bank}', account.bank)}
            />
          </li>
        ))}
      </ul>
      <p className="bank-transfer-note">
        {t(
          note === 'upgrade'
            ? 'payment.upgradeNote'
            : note === 'renewal'
              ? 'payment.renewNote'
              : 'payment.activateNote',
        )}
      </p>
    </section>
  );
}
