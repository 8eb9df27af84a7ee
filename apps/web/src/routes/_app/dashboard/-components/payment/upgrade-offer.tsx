import { formatRupiah } from '@balasin/shared/format';
import {
  PACKAGE_NUMBER_LIMITS,
  PACKAGE_PRICES,
  type PackageType,
  packageTitle,
} from '@balasin/shared/plans';
import { creditCoversPrice, upgradeCredit, upgradeTargets } from '@balasin/shared/upgrades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { ModalActions } from '../../../../../components/ui/modal-actions.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { UpgradeBreakdown } from './upgrade-breakdown.tsx';

/**
 * A running subscription on a smaller package can move to a bigger one (a button beside the
 * package, and its dialog): the owner picks the package, sees
 * the credit for the unused days (estimated here; the order fixes it), and gets an order to pay
 * like any other, or, when the credit pays the whole price, the new package at once (the server
 * decides with the credit it fixes; the dialog only says what to expect). Downgrades are not
 * offered.
 */
export function UpgradeOffer({
  subscription,
}: {
  subscription: { id: string; package: PackageType; end_date: string };
}) {
  const { t, known } = useLocale();
  const { trpc } = useAppServices();
  const queryClient = useQueryClient();
  const targets = upgradeTargets(subscription.package);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<PackageType | undefined>(targets[0]);
  const upgrade = useMutation(
    trpc.payments.upgrade.mutationOptions({
      onSuccess: (payment) => {
        setOpen(false);
        void queryClient.invalidateQueries({ queryKey: trpc.payments.list.queryKey() });
        if (payment.paid_by_credit) {
          toast.success(t('msg.upgradeApplied', { package: packageTitle(payment.package) }));
          void queryClient.invalidateQueries({ queryKey: trpc.subscriptions.list.queryKey() });
          // Issued at once: Billing lists it.
          void queryClient.invalidateQueries({ queryKey: trpc.payments.invoices.pathKey() });
        }
      },
      onError: (error) => toast.error(known(serverMessage(error) ?? t('msg.upgradeFailed'))),
    }),
  );
  if (!target) return null;
  const credit = upgradeCredit(
    { package: subscription.package, endDate: new Date(subscription.end_date) },
    target,
    new Date(),
  );
  const covered = creditCoversPrice(credit, target);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('upgrade.open')}
      </button>
      <Modal open={open} title={t('upgrade.title')} onClose={() => setOpen(false)}>
        <p>{t('upgrade.text')}</p>
        <fieldset className="upgrade-choices">
          <legend>{t('upgrade.choose')}</legend>
          {targets.map((pkg) => (
            <label key={pkg} className="upgrade-choice">
              <input
                type="radio"
                name="upgrade-package"
                value={pkg}
                checked={pkg === target}
                onChange={() => setTarget(pkg)}
              />
              <span>
                <strong>{packageTitle(pkg)}</strong>
                <span className="upgrade-choice-detail">
                  {t('upgrade.option', {
                    numbers: PACKAGE_NUMBER_LIMITS[pkg],
                    price: formatRupiah(PACKAGE_PRICES[pkg].amountIdr),
                    period: t(
                      PACKAGE_PRICES[pkg].period === 'tahun' ? 'upgrade.year' : 'upgrade.month',
                    ),
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <UpgradeBreakdown
          price={PACKAGE_PRICES[target].amountIdr}
          credit={credit.amount}
          days={credit.days}
          extraDays={credit.extraDays}
          covered={covered}
        />
        <p className="upgrade-note">{t(covered ? 'upgrade.coveredNote' : 'upgrade.note')}</p>
        <ModalActions
          onCancel={() => setOpen(false)}
          onConfirm={() => upgrade.mutate({ subscription_id: subscription.id, package: target })}
          label={t(covered ? 'upgrade.applyNow' : 'upgrade.confirm')}
          busyLabel={t(covered ? 'upgrade.applying' : 'payment.requesting')}
          busy={upgrade.isPending}
        />
      </Modal>
    </>
  );
}
