import { messages } from '@balasin/shared/messages';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { form as text } from '../../content/contact.ts';
import { trpcErrorCode } from '../../lib/trpc-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { Field, FormError } from '../ui/field.tsx';

/** What the visitor should read when the server refuses: its field message, or ours. */
const failureMessage = (error: unknown) => {
  const code = trpcErrorCode(error);
  if (code === 'TOO_MANY_REQUESTS') return messages.contactTooMany;
  if (code === 'BAD_REQUEST' && error instanceof Error) return error.message;
  return messages.contactFailed;
};

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form: checked in the browser with the same zod schema the server uses (loaded on
 * the first check, so the page itself ships no zod), then sent through `contact.send`.
 */
export function ContactForm() {
  const { services } = useRouteContext({ from: '__root__' });
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: EMPTY,
    parse: async (values) => {
      const { contactInputSchema } = await import('@balasin/shared/schemas');
      return contactInputSchema.safeParse(values);
    },
    onSubmit: async (input) => {
      setSent(false);
      const { api } = await services();
      await api.contact.send.mutate(input);
      form.reset();
      setSent(true);
    },
    onError: (error) => {
      setSent(false);
      return failureMessage(error);
    },
  });

  return (
    <form className="card" noValidate onSubmit={form.handleSubmit} aria-labelledby="form-title">
      <h2 id="form-title">{text.title}</h2>
      <div className="form-status" role="status">
        {sent ? <p className="alert-success">{messages.contactSent}</p> : null}
      </div>
      <FormError message={form.formError} />
      <Field label={text.nameLabel} error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            {...form.bind('name')}
            className="input"
            autoComplete="name"
            placeholder={text.namePlaceholder}
          />
        )}
      </Field>
      <Field label={text.emailLabel} error={form.errors.email}>
        {(control) => (
          <input
            {...control}
            {...form.bind('email')}
            className="input"
            type="email"
            autoComplete="email"
            placeholder={text.emailPlaceholder}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {text.phoneLabel} <span className="optional">(opsional)</span>
          </>
        }
        error={form.errors.phone}
      >
        {(control) => (
          <input
            {...control}
            {...form.bind('phone')}
            className="input"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={text.phonePlaceholder}
          />
        )}
      </Field>
      <Field label={text.messageLabel} error={form.errors.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.bind('message')}
            className="textarea"
            rows={6}
            placeholder={text.messagePlaceholder}
          />
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        {form.submitting ? text.submittingLabel : text.submitLabel}
      </button>
    </form>
  );
}
