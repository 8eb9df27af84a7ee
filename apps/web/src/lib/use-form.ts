import { type FormEvent, useRef, useState } from 'react';
import { type FieldErrors, fieldErrors } from './field-errors.ts';

type Issue = { path: readonly PropertyKey[]; message: string };

/** What a shared zod schema's `safeParse` answers, kept structural so callers may load zod late. */
export type ParseResult<Input> =
  | { success: true; data: Input }
  | { success: false; error: { issues: readonly Issue[] } };

type FormValues = Record<string, string | boolean>;

/** The part of a `useForm` result one text field needs: its error, and its input's wiring. */
export type FormFields<Field extends string> = {
  errors: FieldErrors<Field>;
  bind: (field: Field) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
};

export type UseFormOptions<Values extends FormValues, Input> = {
  initialValues: Values;
  /** Checks the values with the shared schema, so the form words errors as the server would. */
  parse: (values: Values) => ParseResult<Input> | Promise<ParseResult<Input>>;
  /** Payload keys named differently from the form's fields (whatsappNumber -> whatsapp). */
  rename?: Partial<Record<string, keyof Values & string>>;
  /** Sends the checked input. A throw ends in `onError`. */
  onSubmit: (input: Input) => Promise<unknown> | undefined;
  /**
   * The message to show above the form for a failed submit (an alert, next to what to fix). A
   * toast would only say it again: no form shows one for its failure (the dashboard's neither),
   * but for sign-in's own, which the spec asks for (section 8: 'Invalid email or password' plus
   * a toast). A success may still toast: the form is closed or emptied by then.
   */
  onError?: (error: unknown) => string | undefined;
  /** Each change, for a parent that keeps the values (the registration wizard). */
  onValuesChange?: (values: Values) => void;
};

/**
 * The one form pattern: values, the shared schema's field errors, a form-level error from the
 * server, and the busy state. Errors appear on the first submit, then follow the values, so a
 * field stops being red as soon as it is fixed. Fields render through `ui/field.tsx`, the form's
 * error through its `FormError`.
 */
export function useForm<Values extends FormValues, Input>(options: UseFormOptions<Values, Input>) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const check = async (next: Values) => {
    const result = await latest.current.parse(next);
    const found = result.success
      ? {}
      : fieldErrors<Field>(result.error.issues, latest.current.rename);
    return { result, found };
  };

  const setValue = <F extends Field>(field: F, value: Values[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    latest.current.onValuesChange?.(next);
    if (attempted.current) void check(next).then(({ found }) => setErrors(found));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    attempted.current = true;
    setFormError(undefined);
    const { result, found } = await check(values);
    setErrors(found);
    if (!result.success) {
      const first = Object.keys(found)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await latest.current.onSubmit(result.data);
    } catch (error) {
      setFormError(latest.current.onError?.(error));
    } finally {
      setSubmitting(false);
    }
  };

  /** Name, value and change handler of a text input, select or textarea. */
  const bind = (field: Field) => ({
    name: field,
    value: String(values[field]),
    onChange: (event: { target: { value: string } }) =>
      setValue(field, event.target.value as Values[Field]),
  });

  const reset = () => {
    attempted.current = false;
    setValues(latest.current.initialValues);
    setErrors({});
    setFormError(undefined);
  };

  return {
    values,
    errors,
    formError,
    setFormError,
    submitting,
    setValue,
    bind,
    handleSubmit,
    reset,
  };
}
