import type { MessageStatus } from '@balasin/shared/messaging';
import { useLocale } from '../../../../../i18n/locale.tsx';

const MARKS: Record<Exclude<MessageStatus, 'failed'>, string> = {
  queued: '🕓',
  sent: '✓',
  delivered: '✓✓',
  read: '✓✓',
};

/** WhatsApp's ticks for a message the business sent; a failed one says why. */
export function DeliveryTicks({ status, error }: { status: MessageStatus; error?: string }) {
  const { t, known } = useLocale();
  if (status === 'failed') {
    return (
      <span className="ticks is-failed">
        {t('inbox.tick.failed')}
        {error ? `: ${known(error)}` : ''}
      </span>
    );
  }
  return (
    <span className={`ticks is-${status}`} title={t(`inbox.tick.${status}`)}>
      <span aria-hidden="true">{MARKS[status]}</span>
      <span className="visually-hidden">{t(`inbox.tick.${status}`)}</span>
    </span>
  );
}
