import { messages } from '@balasin/shared/messages';
import { PACKAGE_NUMBER_LIMITS } from '@balasin/shared/plans';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../../lib/use-app-services.ts';
import { useErrorToast } from '../../../../lib/use-error-toast.ts';

const endDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The package in force and how many of its numbers are used, or why numbers cannot be added yet.
 * "The active subscription" is the first with status active (spec section 5).
 */
export function SubscriptionSummary({ used }: { used: number | undefined }) {
  const { trpc } = useAppServices();
  const subscriptions = useQuery(trpc.subscriptions.list.queryOptions());
  useErrorToast(subscriptions.error, messages.fetchSubscriptionFailed);

  if (!subscriptions.data) return null;
  const active = subscriptions.data.find((subscription) => subscription.status === 'active');
  if (!active) {
    const latest = subscriptions.data[0];
    return (
      <section className="dashboard-subscription is-inactive" aria-label="Subscription">
        <p>
          <strong>No active subscription.</strong>{' '}
          {latest ? `Your ${capitalise(latest.package)} subscription is ${latest.status}. ` : ''}
          Once your bank transfer is confirmed we activate it, and you can add WhatsApp numbers.
          Meanwhile, add a test number to try everything with the test phone.
        </p>
      </section>
    );
  }
  const limit = PACKAGE_NUMBER_LIMITS[active.package];
  return (
    <section className="dashboard-subscription" aria-label="Subscription">
      <p>
        <strong>{capitalise(active.package)} package</strong>
        {active.end_date ? ` · active until ${endDate.format(new Date(active.end_date))}` : ''}
      </p>
      {used !== undefined ? (
        <p className="dashboard-subscription-usage">
          {used} of {limit} WhatsApp numbers used
        </p>
      ) : null}
    </section>
  );
}
