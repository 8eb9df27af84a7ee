import { formatDateTimeId, formatRupiah, type OperatorSettings } from '@balasin/shared';
import type { MailBlock } from './layout.ts';

/** What to transfer, where and by when: the lines every payment e-mail repeats. */
export const transferBlocks = (
  order: { amount: number; uniqueCode: number; deadline: Date },
  settings: OperatorSettings,
): MailBlock[] => [
  {
    facts: [
      ['Jumlah transfer', formatRupiah(order.amount)],
      ['Batas waktu', formatDateTimeId(order.deadline)],
    ],
  },
  {
    paragraph: `Mohon transfer tepat sejumlah di atas, termasuk ${order.uniqueCode} rupiah kode unik di belakangnya, agar pembayaran Anda langsung kami kenali. Rekening tujuan:`,
  },
  {
    list: settings.bankAccounts.map(
      (account) => `${account.bank} ${account.accountNumber} a.n. ${account.accountHolder}`,
    ),
  },
];
