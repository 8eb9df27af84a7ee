import { BRAND, COMPANY_NAME } from '@balasin/shared';
import { escapeHtml } from './escape-html.ts';

/**
 * Tells the owner the contacts are near the package's limit, or at it: past it, new customers'
 * messages are still kept, but the bot does not answer them and the API cannot message them.
 */
export const contactLimitEmail = (input: {
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
  const text = [
    `Halo ${input.name},`,
    '',
    situation,
    action,
    '',
    'Salam,',
    `Tim ${BRAND} (${COMPANY_NAME})`,
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(input.name)},</p>
<p>${escapeHtml(situation)}</p>
<p>${escapeHtml(action)}</p>
<p>Salam,<br>Tim ${BRAND} (${COMPANY_NAME})</p>`;
  return { subject, text, html };
};
