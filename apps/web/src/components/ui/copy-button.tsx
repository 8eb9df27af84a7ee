import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context.ts';

type CopyButtonProps = {
  /** What lands on the clipboard (digits only for an account number or an amount). */
  value: string;
  /** What is copied, for screen readers: "Copy BCA account number". */
  label: string;
};

const SHOWN_MS = 2000;

/** Copies a value, then says so in place for two seconds (announced through its live region). */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useLocale();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // The clipboard exists only in a secure context (https, localhost).
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) return setState('failed');
    clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <button type="button" className="button copy-button" onClick={copy} aria-label={label}>
      <span aria-live="polite">
        {state === 'copied'
          ? t('common.copied')
          : state === 'failed'
            ? t('common.copyFailed')
            : t('common.copy')}
      </span>
    </button>
  );
}
