/** The part of a zod issue a form needs; kept structural so the web app needs no zod import. */
type Issue = { path: readonly PropertyKey[]; message: string };

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message per field of a failed parse with a shared schema, so a form shows the same
 * words the server would. `rename` maps payload keys to the form's field names.
 */
export const fieldErrors = <Field extends string>(
  issues: readonly Issue[],
  rename: Partial<Record<string, Field>> = {},
): FieldErrors<Field> => {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = (rename[key] ?? key) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
};
