import { BRAND, type HandoffReason } from '@balasin/shared';
import { composeEmail } from './layout.ts';

const WHY: Partial<Record<HandoffReason, string>> = {
  asked_for_person: 'pelanggan meminta berbicara dengan petugas',
  low_confidence: 'bot tidak menemukan jawaban yang cukup yakin di basis pengetahuan Anda',
  unanswered_turns: 'beberapa pesan berturut-turut tidak dapat dijawab bot',
  bot_failed: 'bot gagal membalas (layanan AI atau basis data sedang bermasalah)',
  reply_limit:
    'bot sudah terlalu sering membalas dalam satu menit (pesan beruntun, atau pengirimnya juga mesin penjawab otomatis)',
};

/**
 * Tells the owner a customer waits for a person: who, on which number, why, and what they
 * wrote last. One e-mail per hand-off: the bot stays quiet there until someone gives it back.
 */
export const botHandoffEmail = (input: {
  /** The operator's company, as its admins set it, in the signature. */
  companyName: string;
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
  return composeEmail({
    subject,
    greetingName: input.name,
    companyName: input.companyName,
    blocks: [
      { paragraph: situation },
      ...(quote ? [{ paragraph: quote }] : []),
      { link: { label: `Balas pelanggan dari ${BRAND} atau dari ponsel Anda`, url: input.link } },
    ],
  });
};
