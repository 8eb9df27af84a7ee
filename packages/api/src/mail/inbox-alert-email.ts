import { BRAND } from '@balasin/shared';
import { composeEmail, type MailBlock } from './layout.ts';

/**
 * A customer has waited `minutes` minutes with nobody reading or answering: to the person the
 * conversation was given to, or (a hand-off to the queue) to the owner and admins.
 */
export const inboxAlertEmail = (input: {
  /** The operator's company, as its admins set it, in the signature. */
  companyName: string;
  name: string;
  customer: string;
  numberName: string;
  /** Given to this person (`assigned`), or waiting in the queue after the bot's hand-off. */
  assigned: boolean;
  minutes: number;
  lastMessage: string | null;
  link: string;
}) => {
  const situation = input.assigned
    ? `Percakapan dengan ${input.customer} di nomor ${input.numberName} diberikan kepada Anda, dan sudah ${input.minutes} menit belum dibuka atau dibalas.`
    : `Bot di nomor ${input.numberName} menyerahkan percakapan dengan ${input.customer} kepada tim Anda, dan sudah ${input.minutes} menit belum ada petugas yang membuka atau membalasnya.`;
  const blocks: MailBlock[] = [
    { paragraph: situation },
    ...(input.lastMessage
      ? [{ paragraph: `Pesan terakhir pelanggan: "${input.lastMessage}"` }]
      : []),
    { link: { label: `Buka percakapan di ${BRAND}`, url: input.link } },
  ];
  return composeEmail({
    subject: `[${BRAND}] ${input.customer} menunggu balasan sejak ${input.minutes} menit`,
    greetingName: input.name,
    blocks,
    companyName: input.companyName,
  });
};
