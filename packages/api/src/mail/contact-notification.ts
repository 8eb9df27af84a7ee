import { BRAND } from '@balasin/shared/brand';
import { escapeHtml } from './escape-html.ts';

/** Tells the support inbox about a contact-form message; a reply goes straight to the sender. */
export const contactNotification = (input: {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}) => {
  const from = `${input.name} <${input.email}>${input.phone ? `, WhatsApp ${input.phone}` : ''}`;
  return {
    subject: `[${BRAND}] Pesan baru dari formulir kontak: ${input.name}`,
    text: `Dari: ${from}\n\n${input.message}`,
    html: `<p>Dari: ${escapeHtml(from)}</p><p>${escapeHtml(input.message).replaceAll('\n', '<br>')}</p>`,
  };
};
