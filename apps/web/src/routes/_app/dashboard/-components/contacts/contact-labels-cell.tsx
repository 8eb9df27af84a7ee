import type { BookContact } from '../../../../../lib/api-types.ts';
import { LabelChips } from '../labels/label-chips.tsx';
import { LabelPicker } from '../labels/label-picker.tsx';
import { useContactLabels } from './use-contact-labels.ts';

/**
 * A contact's labels and the menu to change them. Its own component, so the table's columns
 * stay the same while a change is saved and the open menu is not remounted.
 */
export function ContactLabelsCell({ contact }: { contact: BookContact }) {
  const labels = useContactLabels();
  return (
    <div className="contacts-labels">
      <LabelChips labels={contact.labels} />
      <LabelPicker
        selected={contact.labels}
        onToggle={(label, on) => labels.toggle(contact.id, label, on)}
        busy={labels.pending}
        subject={contact.name ?? contact.phone ?? ''}
      />
    </div>
  );
}
