import { BRAND, COMPANY_NAME, type HandoffReason } from '@balasin/shared';
import { escapeHtml } from './escape-html.ts';

const WHY: Partial<Record<HandoffReason, string>> = {
  asked_for_person: 'pelanggan meminta berbicara dengan petugas',
  low_confidence: 'bot tidak menemukan jawaban yang cukup yakin di basis pengetahuan Anda',
  unanswered_turns: 'beberapa pesan berturut-turut tidak dapat dijawab bot',
  bot_failed: 'bot gagal membalas (layanan AI atau basis data sedang bermasalah)',
};

/**
 * Tells the owner a customer waits for a person: who, on which number, why, and what they
 * wrote last. One e-mail per hand-off: the bot stays quiet there until someone gives it back.
 */
export const botHandoffEmail = (input: {
  name: string;
  numberName: string;
  customer: string;
  reason: HandoffReason;
  lastMessage: string | null;
  link: string;
}) => {
  const subject = `[${BRAND}] Pelanggan ${input.customer} menunggu balasan petugas`;
  const situation = `Bot di nomor ${input.numberName} menyerahkan percakapan dengan ${input.customer} kepada tim Anda karena ${WHY[input.reason] ?? input.reason}. Bot tidak akan membalas di percakapan ini sampai Anda mengaktifkannya kembali.`;
  const quote = input.lastMessage ? `Pesan terakhir pelanggan: "${input.lastMessage}"` : null;
  const action = `Balas pelanggan dari ${BRAND} atau dari ponsel Anda: ${input.link}`;
  const text = [
    `Halo ${input.name},`,
    '',
    situation,
    ...(quote ? [quote] : []),
    '',
    action,
    '',
    'Salam,',
    `Tim ${BRAND} (${COMPANY_NAME})`,
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(input.name)},</p>
<p>${escapeHtml(situation)}</p>
${quote ? `<blockquote>${escapeHtml(quote)}</blockquote>\n` : ''}<p>Balas pelanggan dari ${BRAND} atau dari ponsel Anda: <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>Salam,<br>Tim ${BRAND} (${COMPANY_NAME})</p>`;
  return { subject, text, html };
};
