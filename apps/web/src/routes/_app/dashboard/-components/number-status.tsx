import type { NumberStatus as Status } from '@balasin/shared';

const LABELS: Record<Status, string> = {
  connected: 'Connected',
  connecting: 'Connecting',
  disconnected: 'Disconnected',
};

/** The spec's status pill; `label` overrides the words with the engine's finer state. */
export function NumberStatus({ status, label }: { status: Status; label?: string }) {
  return (
    <span className={`number-status is-${status}`} role="status">
      {label ?? LABELS[status]}
    </span>
  );
}
