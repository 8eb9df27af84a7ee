import {
  BRAND,
  formatDateTimeId,
  type OperatorSettings,
  type PackageType,
  packageTitle,
} from '@balasin/shared';
import { composeEmail } from './layout.ts';
import { transferBlocks } from './transfer-facts.ts';

/** Days before the end, the renewal order, and where to say "I have paid". */
export const renewalReminderEmail = (input: {
  to: { name: string; businessName: string };
  package: PackageType;
  endDate: Date;
  daysBefore: number;
  order: { amount: number; uniqueCode: number; deadline: Date };
  dashboardUrl: string;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject:
      input.daysBefore === 1
        ? `Langganan ${BRAND} Anda berakhir besok`
        : `Langganan ${BRAND} Anda berakhir dalam ${input.daysBefore} hari`,
    greetingName: input.to.name,
    companyName: input.settings.companyName,
    blocks: [
      {
        paragraph: `Langganan paket ${packageTitle(input.package)} untuk ${input.to.businessName} berakhir pada ${formatDateTimeId(input.endDate)}. Setelah itu nomor WhatsApp Anda berhenti mengirim pesan (bot dan balasan tim ikut berhenti) sampai langganan diperpanjang; pesan pelanggan yang masuk tetap disimpan.`,
      },
      { paragraph: 'Untuk memperpanjang satu periode lagi dari tanggal berakhirnya:' },
      ...transferBlocks(input.order, input.settings),
      {
        paragraph:
          'Setelah transfer, buka dasbor, tekan "Saya sudah bayar" dan lampirkan bukti transfernya.',
      },
      { link: { label: 'Buka dasbor', url: input.dashboardUrl } },
    ],
  });
