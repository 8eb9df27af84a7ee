import { type InputHTMLAttributes, useState } from 'react';
import { useLocale } from '../../i18n/locale-context.ts';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {};

/** A masked password field with a show/hide toggle that keeps focus and the typed value. */
export function PasswordInput({ className = 'input', ...props }: PasswordInputProps) {
  const { t } = useLocale();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} className={className} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? t('common.hide') : t('common.show')}
      </button>
    </div>
  );
}
