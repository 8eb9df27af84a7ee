import { Field } from '../../../../../../components/ui/field.tsx';
import { useLocale } from '../../../../../../i18n/locale.tsx';
import { type BotFormValues, dayKey, TIME_ZONES, WEEKDAYS } from './bot-values.ts';
import { ClockInput } from './clock-input.tsx';

type ScheduleEditorProps = {
  values: BotFormValues;
  errors: Partial<Record<string, string>>;
  setValue: (field: string, value: string | boolean) => void;
};

/**
 * Always open, or a week of opening hours: one row per day, its "open" box first and its times
 * beside it (below it on a phone).
 */
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
          <ul className="bot-days">
            {WEEKDAYS.map((day) => {
              const open = values[`${day}_open`] === true;
              const error = errors[`${day}_from`] ?? errors[`${day}_until`];
              const errorId = `bot-day-error-${day}`;
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
                    <div className="bot-day-times">
                      <ClockInput
                        name={`${day}_from`}
                        label={`${t(dayKey(day))} ${t('bot.from')}`}
                        value={String(values[`${day}_from`])}
                        invalid={Boolean(errors[`${day}_from`])}
                        errorId={error ? errorId : undefined}
                        setValue={setValue}
                      />
                      <span aria-hidden="true">–</span>
                      <ClockInput
                        name={`${day}_until`}
                        label={`${t(dayKey(day))} ${t('bot.until')}`}
                        value={String(values[`${day}_until`])}
                        invalid={Boolean(errors[`${day}_until`])}
                        errorId={error ? errorId : undefined}
                        setValue={setValue}
                      />
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
