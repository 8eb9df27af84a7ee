import { type InputHTMLAttributes, useState } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Text of the toggle's accessible name, e.g. 'Show password' / 'Tampilkan kata sandi'. */
  showLabel?: string;
  hideLabel?: string;
};

/** A masked password field with a show/hide toggle that keeps focus and the typed value. */
export function PasswordInput({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  className = 'input',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} className={className} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
