import type { Label } from '../../../../../lib/api-types.ts';

/** A row of labels as coloured chips; nothing when there are none. */
export function LabelChips({ labels, className }: { labels: Label[]; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <span className={className ? `label-chips ${className}` : 'label-chips'}>
      {labels.map((label) => (
        <span key={label.id} className={`label-chip is-${label.color}`} title={label.name}>
          {label.name}
        </span>
      ))}
    </span>
  );
}
