import {
  formatDateTimeEn,
  formatDateTimeId,
  formatRupiah,
  type Locale,
  type OperatorSettings,
} from '@balasin/shared';
import type { MailBlock } from './layout.ts';

const WORDS = {
  id: {
    amount: 'Jumlah transfer',
    deadline: 'Batas waktu',
    date: formatDateTimeId,
    exactly: (code: number) =>
      `Mohon transfer tepat sejumlah di atas, termasuk ${code} rupiah kode unik di belakangnya, agar pembayaran Anda langsung kami kenali. Rekening tujuan:`,
    holder: 'a.n.',
  },
  en: {
    amount: 'Amount to transfer',
    deadline: 'Deadline',
    date: formatDateTimeEn,
    exactly: (code: number) =>
      `Please transfer exactly the amount above, including the unique code of ${code} rupiah at its end, so we recognise your payment at once. Transfer to:`,
    holder: 'in the name of',
  },
} as const;

/** What to transfer, where and by when: the lines every payment e-mail repeats. */
export const transferBlocks = (
  order: { amount: number; uniqueCode: number; deadline: Date },
  settings: OperatorSettings,
  locale: Locale = 'id',
): MailBlock[] => {
  const words = WORDS[locale];
  return [
    {
      facts: [
        [words.amount, formatRupiah(order.amount)],
        [words.deadline, words.date(order.deadline)],
      ],
    },
    { paragraph: words.exactly(order.uniqueCode) },
    {
      list: settings.bankAccounts.map(
        (account) =>
          `${account.bank} ${account.accountNumber} ${words.holder} ${account.accountHolder}`,
      ),
    },
  ];
};
