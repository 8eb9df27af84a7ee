import { type ReactNode, useId } from 'react';
import { useLocale } from '../../i18n/locale-context.ts';

export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldProps = {
  /** Text, or markup such as a label with an "(optional)" note. */
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  /** For a control whose purpose shows already (a search box with its placeholder): the label is
   * kept for screen readers only. */
  labelHidden?: boolean;
  className?: string;
  /** Renders the control (input, select, PasswordInput) with the id and ARIA wiring it needs. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with an optional hint and error, both announced with the control. */
export function Field({
  label,
  hint,
  error,
  labelHidden = false,
  className,
  children,
}: FieldProps) {
  const { known } = useLocale();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {known(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A form's own error (the server refused, the network failed), above its fields, as an alert. */
export function FormError({ message }: { message: string | undefined }) {
  const { known } = useLocale();
  return message ? (
    <p className="alert-error form-error" role="alert">
      {known(message)}
    </p>
  ) : null;
}
