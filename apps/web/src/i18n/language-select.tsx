import { LOCALES } from '@balasin/shared/locales';
import { Field, type FieldControlProps } from '../components/ui/field.tsx';
import { LOCALE_NAMES, useLocale } from './locale.tsx';

/** The app area's language menu, each language named in itself. */
export function LanguageSelect(control: Partial<FieldControlProps>) {
  const { locale, setLocale } = useLocale();
  return (
    <select
      {...control}
      className="select"
      value={locale}
      onChange={(event) => {
        const chosen = LOCALES.find((code) => code === event.target.value);
        if (chosen) setLocale(chosen);
      }}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}

/**
 * The language menu under the sign-in and registration cards, and in the admin sidebar: before
 * sign-in this browser remembers the choice (and the account takes it at sign-in); once signed
 * in, the account does.
 */
export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  const { t } = useLocale();
  return (
    <Field label={t('settings.language')} className={className}>
      {(control) => <LanguageSelect {...control} />}
    </Field>
  );
}
