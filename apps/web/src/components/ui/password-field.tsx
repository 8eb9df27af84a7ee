import type { ReactNode } from 'react';
import type { FormFields } from '../../lib/use-form.ts';
import { Field } from './field.tsx';
import { PasswordInput } from './password-input.tsx';

type PasswordFieldProps<F extends string> = {
  form: FormFields<F>;
  name: F;
  label: ReactNode;
  /** The rule a new password must meet ('At least 8 characters'). */
  hint?: string | undefined;
  /** Which password the browser offers: the saved one unless the field sets a new one. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A required password field of a `useForm` form, with `PasswordInput`'s show/hide toggle. */
export function PasswordField<F extends string>({
  form,
  name,
  label,
  hint,
  autoComplete = 'current-password',
}: PasswordFieldProps<F>) {
  return (
    <Field label={label} hint={hint} error={form.errors[name]}>
      {(control) => (
        <PasswordInput {...control} {...form.bind(name)} autoComplete={autoComplete} required />
      )}
    </Field>
  );
}
