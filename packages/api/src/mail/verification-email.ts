import { BRAND, type OperatorSettings, type PackageType, packageTitle } from '@balasin/shared';
import { composeEmail } from './layout.ts';
import { transferBlocks } from './transfer-facts.ts';

/**
 * The registration e-mail (also when resent): verification link plus the bank-transfer
 * instructions of its open order.
 */
export const verificationEmail = (input: {
  name: string;
  businessName: string;
  packageType: PackageType;
  verifyUrl: string;
  dashboardUrl: string;
  /** The open order to transfer for; null (resent after it lapsed or was paid): left out. */
  order: { amount: number; uniqueCode: number; deadline: Date } | null;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject: `Verifikasi email dan instruksi pembayaran ${BRAND}`,
    greetingName: input.name,
    companyName: input.settings.companyName,
    blocks: [
      { paragraph: `Terima kasih telah mendaftarkan ${input.businessName} di ${BRAND}.` },
      { paragraph: '1. Verifikasi email Anda:' },
      { link: { label: 'Verifikasi email Anda', url: input.verifyUrl } },
      ...(input.order
        ? [
            { paragraph: `2. Transfer biaya paket ${packageTitle(input.packageType)}:` },
            ...transferBlocks(input.order, input.settings),
            {
              paragraph:
                '3. Setelah transfer, masuk ke dashboard dan tekan "I have paid" untuk mengirim bukti transfer. Langganan Anda aktif setelah pembayaran kami konfirmasi.',
            },
          ]
        : [{ paragraph: '2. Lalu masuk ke dashboard untuk melihat langganan Anda.' }]),
      { link: { label: 'Buka dashboard', url: input.dashboardUrl } },
      { paragraph: `Ada pertanyaan? Hubungi kami di ${input.settings.supportEmail}.` },
    ],
  });
