import { BOT_LIMITS } from '@balasin/shared/bot';
import { Field } from '../../../../../../components/ui/field.tsx';
import { useLocale } from '../../../../../../i18n/locale.tsx';
import {
  type BotFormValues,
  dayKey,
  slotCount,
  slotField,
  TIME_ZONES,
  WEEKDAYS,
} from './bot-values.ts';
import { ClockInput } from './clock-input.tsx';

type ScheduleEditorProps = {
  values: BotFormValues;
  errors: Partial<Record<string, string>>;
  setValue: (field: string, value: string | boolean) => void;
};

/**
 * Always open, or a week of opening hours: one row per day, its "open" box first and its times
 * beside it (below it on a phone). A day takes up to three intervals: a lunch break or Friday
 * prayers is two.
 */

/** After the row changes, the keyboard's focus goes where the owner continues, not to the top. */
const focusLater = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

export function ScheduleEditor({ values, errors, setValue }: ScheduleEditorProps) {
  const { t, known } = useLocale();
  const zoneKnown = TIME_ZONES.some((z) => z.zone === values.time_zone);
  return (
    <fieldset className="bot-hours">
      <legend className="visually-hidden">{t('bot.hoursTitle')}</legend>
      <div className="bot-hours-mode">
        <label className="radio-field">
          <input
            type="radio"
            name="hours"
            checked={!values.hours}
            onChange={() => setValue('hours', false)}
          />
          <span>{t('bot.alwaysOpen')}</span>
        </label>
        <label className="radio-field">
          <input
            type="radio"
            name="hours"
            checked={values.hours}
            onChange={() => setValue('hours', true)}
          />
          <span>{t('bot.setHours')}</span>
        </label>
      </div>
      {values.hours ? (
        <>
          <Field label={t('bot.timeZone')} error={errors.time_zone} className="bot-time-zone">
            {(control) => (
              <select
                {...control}
                className="select"
                name="time_zone"
                value={values.time_zone}
                onChange={(event) => setValue('time_zone', event.target.value)}
              >
                {zoneKnown ? null : <option value={values.time_zone}>{values.time_zone}</option>}
                {TIME_ZONES.map((z) => (
                  <option key={z.zone} value={z.zone}>
                    {z.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className="field-hint bot-hours-hint">{t('bot.hoursHint')}</p>
          <ul className="bot-days">
            {WEEKDAYS.map((day) => {
              const open = values[`${day}_open`] === true;
              const count = slotCount(values, day);
              const slots = Array.from({ length: count }, (_, index) => index);
              const error = slots
                .flatMap((index) => [
                  errors[slotField(day, index, 'from')],
                  errors[slotField(day, index, 'until')],
                ])
                .find(Boolean);
              const errorId = `bot-day-error-${day}`;
              const dayName = t(dayKey(day));
              const setCount = (next: number) => setValue(`${day}_slots`, String(next));
              return (
                <li key={day} className="bot-day">
                  <label className="checkbox-field bot-day-name">
                    <input
                      type="checkbox"
                      name={`${day}_open`}
                      checked={open}
                      onChange={(event) => setValue(`${day}_open`, event.target.checked)}
                    />
                    <span>{t(dayKey(day))}</span>
                  </label>
                  {open ? (
                    <div className="bot-day-slots">
                      {slots.map((index) => {
                        const from = slotField(day, index, 'from');
                        const until = slotField(day, index, 'until');
                        // "Friday From", then "Friday From 2" for the interval after the break.
                        const nth = index === 0 ? '' : ` ${index + 1}`;
                        return (
                          <div key={from} className="bot-day-times">
                            <ClockInput
                              name={from}
                              label={`${dayName} ${t('bot.from')}${nth}`}
                              value={String(values[from] ?? '')}
                              invalid={Boolean(errors[from])}
                              errorId={error ? errorId : undefined}
                              setValue={setValue}
                            />
                            <span aria-hidden="true">–</span>
                            <ClockInput
                              name={until}
                              label={`${dayName} ${t('bot.until')}${nth}`}
                              value={String(values[until] ?? '')}
                              invalid={Boolean(errors[until])}
                              errorId={error ? errorId : undefined}
                              setValue={setValue}
                            />
                            {index > 0 && index === count - 1 ? (
                              <button
                                type="button"
                                className="button button-ghost bot-slot-remove"
                                onClick={() => {
                                  setCount(count - 1);
                                  focusLater(`#bot-add-${day}`);
                                }}
                              >
                                {t('bot.removeHours')}
                                <span className="visually-hidden">
                                  : {dayName} {index + 1}
                                </span>
                              </button>
                            ) : null}
                          </div>
                        );
                      })}
                      {count < BOT_LIMITS.intervalsPerDayMax ? (
                        <button
                          id={`bot-add-${day}`}
                          type="button"
                          className="button button-ghost bot-slot-add"
                          onClick={() => {
                            setCount(count + 1);
                            focusLater(`[name="${slotField(day, count, 'from')}"]`);
                          }}
                        >
                          {t('bot.addHours')}
                          <span className="visually-hidden">: {dayName}</span>
                        </button>
                      ) : null}
                    </div>
                  ) : (
                    <span className="bot-day-closed">{t('bot.closed')}</span>
                  )}
                  {error ? (
                    <p id={errorId} className="field-error bot-day-error" role="alert">
                      {known(error)}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}
