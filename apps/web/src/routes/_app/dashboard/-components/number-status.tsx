import type { NumberStatus as Status } from '@balasin/shared';
import type { MessageKey } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';

export const NUMBER_STATUS_LABELS: Record<Status, MessageKey> = {
  connected: 'numbers.connected',
  connecting: 'numbers.connecting',
  disconnected: 'numbers.disconnected',
};

/** The spec's status pill; `label` overrides the words with the engine's finer state. */
export function NumberStatus({ status, label }: { status: Status; label?: string }) {
  const { t } = useLocale();
  return (
    <span className={`number-status is-${status}`} role="status">
      {label ?? t(NUMBER_STATUS_LABELS[status])}
    </span>
  );
}
