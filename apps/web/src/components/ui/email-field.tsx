import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FormFields } from '../../lib/use-form.ts';
import { Field } from './field.tsx';

type EmailFieldProps<F extends string> = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'spellCheck'
> & {
  form: FormFields<F>;
  name: F;
  label: ReactNode;
};

/**
 * A required e-mail address field of a `useForm` form (the phone's e-mail keyboard, the
 * browser's saved addresses). `autoComplete` is "email" unless the form says otherwise:
 * "username" where the address is the sign-in name, "off" where it is someone else's.
 */
export function EmailField<F extends string>({
  form,
  name,
  label,
  autoComplete = 'email',
  ...input
}: EmailFieldProps<F>) {
  return (
    <Field label={label} error={form.errors[name]}>
      {(control) => (
        <input
          {...control}
          {...form.bind(name)}
          {...input}
          className="input"
          type="email"
          autoComplete={autoComplete}
          required
        />
      )}
    </Field>
  );
}
