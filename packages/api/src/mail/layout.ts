import { BRAND } from '@balasin/shared';
import { escapeHtml } from './escape-html.ts';

/** A block of an e-mail: a paragraph, a list, or label/value lines (amount, account, deadline). */
export type MailBlock =
  | { paragraph: string }
  | { list: string[] }
  | { facts: [label: string, value: string][] }
  | { link: { label: string; url: string } };

const textOf = (block: MailBlock) => {
  if ('paragraph' in block) return block.paragraph;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `${block.link.label}: ${block.link.url}`;
};

const htmlOf = (block: MailBlock) => {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  if ('list' in block) {
    return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td><td style="padding:2px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
  }
  return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`;
};

const FRAME = {
  id: { hello: 'Halo', regards: 'Salam,', team: 'Tim' },
  en: { hello: 'Hello', regards: 'Regards,', team: 'The team at' },
} as const;

/**
 * The business side's e-mails (Indonesian unless an e-mail written for the addressee's language
 * says otherwise): a greeting, blocks, and the team's signature with the company's name, as a
 * plain-text part and an HTML part saying the same.
 */
export const composeEmail = (input: {
  subject: string;
  /** Null when the addressee has no name yet (an invitation): "Halo," alone. */
  greetingName: string | null;
  blocks: MailBlock[];
  companyName: string;
  language?: keyof typeof FRAME;
}) => {
  const frame = FRAME[input.language ?? 'id'];
  const signature = [frame.regards, `${frame.team} ${BRAND} (${input.companyName})`];
  const greeting =
    input.greetingName === null ? frame.hello : `${frame.hello} ${input.greetingName}`;
  const text = [
    `${greeting},`,
    '',
    ...input.blocks.flatMap((block) => [textOf(block), '']),
    ...signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)},</p>`,
    ...input.blocks.map(htmlOf),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { subject: input.subject, text, html };
};
