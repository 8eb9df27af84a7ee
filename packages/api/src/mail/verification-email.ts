import {
  BRAND,
  type Locale,
  type OperatorSettings,
  type PackageType,
  packageTitle,
} from '@balasin/shared';
import { composeEmail } from './layout.ts';
import { transferBlocks } from './transfer-facts.ts';

const WORDS = {
  id: {
    subject: `Verifikasi email dan instruksi pembayaran ${BRAND}`,
    thanks: (business: string) => `Terima kasih telah mendaftarkan ${business} di ${BRAND}.`,
    verify: '1. Verifikasi email Anda:',
    verifyLink: 'Verifikasi email Anda',
    transfer: (plan: string) => `2. Transfer biaya paket ${plan}:`,
    afterTransfer:
      '3. Setelah transfer, masuk ke dashboard dan tekan "I have paid" untuk mengirim bukti transfer. Langganan Anda aktif setelah pembayaran kami konfirmasi.',
    thenDashboard: '2. Lalu masuk ke dashboard untuk melihat langganan Anda.',
    dashboardLink: 'Buka dashboard',
    questions: (support: string) => `Ada pertanyaan? Hubungi kami di ${support}.`,
  },
  en: {
    subject: `Verify your e-mail and how to pay for ${BRAND}`,
    thanks: (business: string) => `Thank you for registering ${business} with ${BRAND}.`,
    verify: '1. Verify your e-mail address:',
    verifyLink: 'Verify your e-mail address',
    transfer: (plan: string) => `2. Transfer the ${plan} package fee:`,
    afterTransfer:
      '3. Once you have transferred, sign in to the dashboard and press "I have paid" to send the proof of transfer. Your subscription starts once we have confirmed the payment.',
    thenDashboard: '2. Then sign in to the dashboard to see your subscription.',
    dashboardLink: 'Open the dashboard',
    questions: (support: string) => `Questions? Write to us at ${support}.`,
  },
} as const;

/**
 * The registration e-mail (also when resent): verification link plus the bank-transfer
 * instructions of its open order, in the account's language (the one the visitor registered in).
 */
export const verificationEmail = (input: {
  name: string;
  businessName: string;
  packageType: PackageType;
  locale: Locale;
  verifyUrl: string;
  dashboardUrl: string;
  /** The open order to transfer for; null (resent after it lapsed or was paid): left out. */
  order: { amount: number; uniqueCode: number; deadline: Date } | null;
  settings: OperatorSettings;
}) => {
  const words = WORDS[input.locale];
  return composeEmail({
    subject: words.subject,
    greetingName: input.name,
    companyName: input.settings.companyName,
    language: input.locale,
    blocks: [
      { paragraph: words.thanks(input.businessName) },
      { paragraph: words.verify },
      { link: { label: words.verifyLink, url: input.verifyUrl } },
      ...(input.order
        ? [
            { paragraph: words.transfer(packageTitle(input.packageType)) },
            ...transferBlocks(input.order, input.settings, input.locale),
            { paragraph: words.afterTransfer },
          ]
        : [{ paragraph: words.thenDashboard }]),
      { link: { label: words.dashboardLink, url: input.dashboardUrl } },
      { paragraph: words.questions(input.settings.supportEmail) },
    ],
  });
};
