import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { Label } from '../../../../../lib/api-types.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useTeamRole } from '../../../../../lib/use-team-role.ts';
import { NewLabelForm } from './new-label-form.tsx';

type Props = {
  /** The labels the conversation or contact carries now. */
  selected: Label[];
  onToggle: (label: Label, on: boolean) => void;
  /** A change is on its way: ticks are ignored until it is done. */
  busy?: boolean;
  /** Says what the labels are put on, for screen readers ("Labels for Sari"). */
  subject?: string;
};

/**
 * A button that opens the business's labels as checkboxes: ticking one puts it on, unticking
 * takes it off. The owner and admins can add a new label here too. Escape or a click elsewhere
 * closes it.
 */
export function LabelPicker({ selected, onToggle, busy, subject }: Props) {
  const { trpc } = useAppServices();
  const { t } = useLocale();
  const { canManage } = useTeamRole();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const labels = useQuery({ ...trpc.labels.list.queryOptions(), enabled: open, staleTime: 30_000 });
  const selectedKey = selected.map((label) => label.id).join(' ');
  // A tick shows at once; the server's answer (re-read into `selected`) then takes over.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  useEffect(() => setTicked({}), [selectedKey]);
  const isOn = (id: string) => ticked[id] ?? selectedKey.split(' ').includes(id);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document: after adding a label its form's button is disabled and focus has left.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="label-picker" ref={root}>
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('labels.button')}
        {subject ? <span className="visually-hidden"> {subject}</span> : null}
      </button>
      {open ? (
        <div id={panelId} className="label-panel">
          <fieldset className="label-options">
            <legend className="visually-hidden">{t('labels.button')}</legend>
            {labels.isPending ? (
              <p className="field-hint">{t('labels.loading')}</p>
            ) : labels.data?.items.length === 0 ? (
              <p className="field-hint">{canManage ? t('labels.noneManager') : t('labels.none')}</p>
            ) : (
              labels.data?.items.map((label) => (
                <label key={label.id} className="label-option">
                  <input
                    type="checkbox"
                    checked={isOn(label.id)}
                    // Busy, not disabled: a disabled checkbox drops the focus of the person
                    // who just ticked it.
                    aria-disabled={busy || undefined}
                    onChange={(event) => {
                      if (busy) return;
                      const next = event.target.checked;
                      setTicked((current) => ({ ...current, [label.id]: next }));
                      onToggle(label, next);
                    }}
                  />
                  <span className={`label-chip is-${label.color}`}>{label.name}</span>
                </label>
              ))
            )}
          </fieldset>
          {canManage ? <NewLabelForm onCreated={(label) => onToggle(label, true)} /> : null}
          <Link to="/dashboard/labels" className="label-manage">
            {t('labelsPage.manage')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
