import { useId } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { inOneHour, tomorrowNineWib } from './inbox-time.ts';

const PRESETS = ['hour', 'tomorrow', 'reply'] as const;
type Preset = (typeof PRESETS)[number];

/** When the preset wakes the conversation; none: at the customer's next message. */
const untilOf = (preset: Preset, now: number) =>
  preset === 'hour' ? inOneHour(now) : preset === 'tomorrow' ? tomorrowNineWib(now) : undefined;

/** busy: a change is on its way; a choice now is ignored (by `onSnooze`'s caller). */
type Props = { busy: boolean; onSnooze: (until: string | undefined) => void };

/**
 * Snooze with a preset: an hour, tomorrow 09:00 WIB, or until the customer writes again. Busy,
 * never disabled: a disabled select drops the keyboard's focus of the person who just chose.
 */
export function SnoozeSelect({ busy, onSnooze }: Props) {
  const { t } = useLocale();
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('inbox.snooze')}
      </label>
      <select
        id={id}
        className="select inbox-snooze"
        value=""
        aria-disabled={busy || undefined}
        onChange={(event) => {
          const preset = event.target.value as Preset;
          if (PRESETS.includes(preset)) onSnooze(untilOf(preset, Date.now()));
        }}
      >
        <option value="" disabled>
          {t('inbox.snooze')}
        </option>
        {PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`inbox.snooze.${preset}`)}
          </option>
        ))}
      </select>
    </>
  );
}
