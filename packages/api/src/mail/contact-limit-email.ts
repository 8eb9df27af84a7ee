import { BRAND } from '@balasin/shared';
import { composeEmail } from './layout.ts';

/**
 * Tells the owner the contacts are near the package's limit, or at it: past it, new customers'
 * messages are still kept, but the bot does not answer them and the API cannot message them.
 */
export const contactLimitEmail = (input: {
  /** The operator's company, as its admins set it, in the signature. */
  companyName: string;
  name: string;
  businessName: string;
  packageName: string;
  count: number;
  limit: number;
  reached: boolean;
}) => {
  const count = input.count.toLocaleString('id-ID');
  const limit = input.limit.toLocaleString('id-ID');
  const subject = input.reached
    ? `[${BRAND}] Batas kontak paket ${input.packageName} tercapai`
    : `[${BRAND}] Kontak ${input.businessName} hampir mencapai batas paket`;
  const situation = input.reached
    ? `${input.businessName} kini memiliki ${count} kontak, batas paket ${input.packageName} Anda. Pesan dari pelanggan baru tetap kami simpan dan tampilkan, tetapi bot tidak menjawab mereka dan API tidak dapat mengirim pesan ke nomor baru.`
    : `${input.businessName} kini memiliki ${count} dari ${limit} kontak yang termasuk dalam paket ${input.packageName} Anda.`;
  const action =
    'Upgrade paket Anda atau hapus kontak yang tidak lagi diperlukan agar pelanggan baru tetap dilayani.';
  return composeEmail({
    subject,
    greetingName: input.name,
    companyName: input.companyName,
    blocks: [{ paragraph: situation }, { paragraph: action }],
  });
};
