import { clockFromTyped } from './bot-values.ts';

type ClockInputProps = {
  name: string;
  /** What a screen reader hears for the box: the day and "From" or "Until". */
  label: string;
  value: string;
  invalid: boolean;
  /** The id of the day's error, when it has one. */
  errorId: string | undefined;
  setValue: (field: string, value: string) => void;
};

/**
 * An opening or closing time as 24-hour HH:MM text. Not `<input type="time">`: that box shows
 * the browser's locale, so an English browser shows 5:00 PM where Indonesian businesses write
 * 17.00. Leaving the box tidies what was typed ("8.30" becomes 08:30).
 */
export function ClockInput({ name, label, value, invalid, errorId, setValue }: ClockInputProps) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        maxLength={5}
        placeholder="08:00"
        className="input bot-clock"
        name={name}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setValue(name, event.target.value)}
        onBlur={(event) => {
          const tidy = clockFromTyped(event.target.value);
          if (tidy !== event.target.value) setValue(name, tidy);
        }}
      />
    </label>
  );
}
