import { formatRupiah } from '@balasin/shared/format';
import { useLocale } from '../../../../../i18n/locale.tsx';

/**
 * An upgrade's sum: the new package's price, the credit for the unused days of the current one,
 * and what is left to pay. Shown in the dialog (an estimate at today's date) and on the order
 * (the amounts fixed when it opened). A credit that pays the whole price leaves no unique code
 * to add: the total is just nothing.
 */
export function UpgradeBreakdown({
  price,
  credit,
  days,
  extraDays,
  covered = false,
}: {
  price: number;
  credit: number;
  days: number;
  /** Days of the new package a credit worth more than its price adds to the first period. */
  extraDays: number;
  /** The credit pays the whole price: no transfer, so no unique code either. */
  covered?: boolean;
}) {
  const { t } = useLocale();
  return (
    <dl className="upgrade-breakdown" data-testid="upgrade-breakdown">
      <div>
        <dt>{t('upgrade.price')}</dt>
        <dd className="nowrap">{formatRupiah(price)}</dd>
      </div>
      <div>
        <dt>{t('upgrade.credit', { days })}</dt>
        <dd className="nowrap">−{formatRupiah(credit)}</dd>
      </div>
      <div className="upgrade-breakdown-total">
        <dt>{t(covered ? 'upgrade.totalCovered' : 'upgrade.total')}</dt>
        <dd className="nowrap">{formatRupiah(price - credit)}</dd>
      </div>
      {extraDays > 0 ? (
        <div>
          <dt>{t('upgrade.extraDays')}</dt>
          <dd className="nowrap">{t('upgrade.extraDaysValue', { days: extraDays })}</dd>
        </div>
      ) : null}
    </dl>
  );
}
