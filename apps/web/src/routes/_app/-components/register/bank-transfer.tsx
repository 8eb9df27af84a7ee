import { BANK_ACCOUNTS } from '@balasin/shared/brand';
import { PACKAGE_PRICES } from '@balasin/shared/plans';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { LITE_PLAN } from './lite-plan.ts';

/**
 * What to transfer and where: the amount and the two accounts (spec sections 2 and 9), each with
 * a copy button, so nobody retypes a number. Shown on the payment step and the success page.
 */
export function BankTransfer({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <section className="bank-transfer" aria-labelledby="bank-details-title">
      <Heading id="bank-details-title" className="bank-transfer-title">
        Transfer to one of these accounts
      </Heading>
      <div className="bank-transfer-row">
        <span>
          <span className="bank-transfer-label">
            Amount ({LITE_PLAN.name}, 1 {LITE_PLAN.period})
          </span>
          <span className="bank-transfer-value nowrap">{LITE_PLAN.price}</span>
        </span>
        <CopyButton value={String(PACKAGE_PRICES.lite.amountIdr)} label="Copy the amount" />
      </div>
      <ul className="bank-transfer-accounts">
        {BANK_ACCOUNTS.map((account) => (
          <li key={account.bank} className="bank-transfer-row">
            <span>
              <span className="bank-transfer-label">{account.bank}</span>
              <span className="bank-transfer-value nowrap">{account.accountNumber}</span>
              <span className="bank-transfer-holder">Account name: {account.accountName}</span>
            </span>
            <CopyButton
              value={account.accountNumber.replace(/\D/g, '')}
              label={`Copy ${account.bank} account number`}
            />
          </li>
        ))}
      </ul>
      <p className="bank-transfer-note">
        We activate your subscription as soon as the transfer is confirmed.
      </p>
    </section>
  );
}
