import { messages } from '@balasin/shared/messages';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { form as text } from '../../content/contact.ts';

type Field = 'name' | 'email' | 'phone' | 'message';
type FieldErrors = Partial<Record<Field, string>>;
type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const FIELDS: Field[] = ['name', 'email', 'phone', 'message'];

/** What the visitor should read when the server refuses: its field message, or ours. */
const failureMessage = (error: unknown) => {
  const data = (error as { data?: { code?: string; httpStatus?: number } } | null)?.data;
  if (data?.code === 'TOO_MANY_REQUESTS') return messages.contactTooMany;
  if (data?.code === 'BAD_REQUEST' && error instanceof Error) return error.message;
  return messages.contactFailed;
};

/**
 * The contact form: checked in the browser with the same zod schema the server uses (loaded on
 * submit, so the page itself ships no zod), then sent through the typed `contact.send` procedure.
 */
export function ContactForm() {
  const { services } = useRouteContext({ from: '__root__' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const values = Object.fromEntries(
      FIELDS.map((field) => [field, String(new FormData(formElement).get(field) ?? '')]),
    );
    setStatus({ kind: 'idle' });
    setSending(true);
    try {
      const { contactInputSchema } = await import('@balasin/shared/schemas');
      const parsed = contactInputSchema.safeParse(values);
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as Field;
          found[field] ??= issue.message;
        }
        setErrors(found);
        const first = FIELDS.find((field) => found[field]);
        if (first) formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      const { api } = await services();
      await api.contact.send.mutate(parsed.data);
      formElement.reset();
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'failed', message: failureMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <span className="field-error" id={`contact-${field}-error`}>
        {errors[field]}
      </span>
    ) : null;

  return (
    <form className="card" noValidate onSubmit={submit} aria-labelledby="form-title">
      <h2 id="form-title">{text.title}</h2>
      <div className="form-status" role="status">
        {status.kind === 'sent' ? <p className="alert-success">{messages.contactSent}</p> : null}
      </div>
      <div className="form-status" role="alert">
        {status.kind === 'failed' ? <p className="alert-error">{status.message}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="contact-name">{text.nameLabel}</label>
        <input
          {...fieldProps('name')}
          className="input"
          autoComplete="name"
          placeholder={text.namePlaceholder}
        />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor="contact-email">{text.emailLabel}</label>
        <input
          {...fieldProps('email')}
          className="input"
          type="email"
          autoComplete="email"
          placeholder={text.emailPlaceholder}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor="contact-phone">
          {text.phoneLabel} <span className="optional">(opsional)</span>
        </label>
        <input
          {...fieldProps('phone')}
          className="input"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={text.phonePlaceholder}
        />
        {fieldError('phone')}
      </div>
      <div className="field">
        <label htmlFor="contact-message">{text.messageLabel}</label>
        <textarea
          {...fieldProps('message')}
          className="textarea"
          rows={6}
          placeholder={text.messagePlaceholder}
        />
        {fieldError('message')}
      </div>
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? text.submittingLabel : text.submitLabel}
      </button>
    </form>
  );
}
