import {
  BRAND,
  formatDateTimeId,
  formatRupiah,
  type OperatorSettings,
  type PackageType,
  packageTitle,
} from '@balasin/shared';
import { composeEmail } from './layout.ts';
import { transferBlocks } from './transfer-facts.ts';

type Recipient = { name: string; businessName: string };
type Order = { amount: number; uniqueCode: number; deadline: Date; package: PackageType };

/** Sent when the owner says "I have paid": we have it, and what happens next. */
export const paymentReceivedEmail = (input: {
  to: Recipient;
  order: Order;
  payerBank: string;
  payerName: string;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject: `Bukti transfer diterima - ${BRAND}`,
    greetingName: input.to.name,
    companyName: input.settings.companyName,
    blocks: [
      {
        paragraph: `Kami sudah menerima konfirmasi pembayaran paket ${packageTitle(input.order.package)} untuk ${input.to.businessName}.`,
      },
      {
        facts: [
          ['Jumlah', formatRupiah(input.order.amount)],
          ['Bank pengirim', input.payerBank],
          ['Nama pengirim', input.payerName],
        ],
      },
      {
        paragraph:
          'Tim kami akan memeriksa transfer Anda, biasanya dalam 1 hari kerja. Kami akan mengirim email lagi beserta invoice begitu pembayaran dikonfirmasi.',
      },
    ],
  });

/** Sent with the invoice's PDF when an admin confirms the payment. */
export const paymentConfirmedEmail = (input: {
  to: Recipient;
  order: Order;
  invoiceNumber: string;
  endDate: Date | null;
  dashboardUrl: string;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject: `Pembayaran dikonfirmasi - invoice ${input.invoiceNumber}`,
    greetingName: input.to.name,
    companyName: input.settings.companyName,
    blocks: [
      {
        paragraph: `Pembayaran Anda sudah kami terima dan langganan ${packageTitle(input.order.package)} untuk ${input.to.businessName} kini aktif.`,
      },
      {
        facts: [
          ['Invoice', input.invoiceNumber],
          ['Jumlah', formatRupiah(input.order.amount)],
          ...(input.endDate
            ? ([['Aktif sampai', formatDateTimeId(input.endDate)]] as [string, string][])
            : []),
        ],
      },
      { paragraph: 'Invoice terlampir dalam bentuk PDF.' },
      { link: { label: 'Buka dashboard', url: input.dashboardUrl } },
    ],
  });

/**
 * Sent with the invoice's PDF when an upgrade's credit paid its whole price and it was applied at
 * once: the owner (who may not be the team member who asked) learns the package changed, that
 * nothing is owed, and gets the invoice for their books.
 */
export const upgradeAppliedEmail = (input: {
  to: Recipient;
  order: { package: PackageType; creditDays: number; creditExtraDays: number };
  invoiceNumber: string;
  endDate: Date;
  dashboardUrl: string;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject: `Paket ${packageTitle(input.order.package)} aktif - invoice ${input.invoiceNumber}`,
    greetingName: input.to.name,
    companyName: input.settings.companyName,
    blocks: [
      {
        paragraph: `Langganan ${input.to.businessName} kini memakai paket ${packageTitle(input.order.package)}. Sisa ${input.order.creditDays} hari paket lama menutup seluruh harganya, jadi tidak ada yang perlu ditransfer.`,
      },
      {
        facts: [
          ['Invoice', input.invoiceNumber],
          ['Paket', packageTitle(input.order.package)],
          ['Jumlah dibayar', formatRupiah(0)],
          ...(input.order.creditExtraDays > 0
            ? ([['Hari tambahan dari kredit', String(input.order.creditExtraDays)]] as [
                string,
                string,
              ][])
            : []),
          ['Aktif sampai', formatDateTimeId(input.endDate)],
        ],
      },
      { paragraph: 'Invoice terlampir dalam bentuk PDF.' },
      { link: { label: 'Buka dashboard', url: input.dashboardUrl } },
    ],
  });

/** Sent when an admin rejects a submission: why, and how to send it again. */
export const paymentRejectedEmail = (input: {
  to: Recipient;
  order: Order;
  reason: string;
  dashboardUrl: string;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject: `Konfirmasi pembayaran perlu diperbaiki - ${BRAND}`,
    greetingName: input.to.name,
    companyName: input.settings.companyName,
    blocks: [
      {
        paragraph: `Kami belum dapat mengonfirmasi pembayaran paket ${packageTitle(input.order.package)} untuk ${input.to.businessName}.`,
      },
      { facts: [['Alasan', input.reason]] },
      {
        paragraph:
          'Silakan periksa kembali lalu kirim ulang bukti transfer dari dashboard. Bila belum mentransfer, berikut detailnya:',
      },
      ...transferBlocks(input.order, input.settings),
      { link: { label: 'Kirim ulang bukti transfer', url: input.dashboardUrl } },
      { paragraph: `Ada pertanyaan? Hubungi kami di ${input.settings.supportEmail}.` },
    ],
  });
