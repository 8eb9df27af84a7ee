import {
  BANK_ACCOUNTS,
  BRAND,
  COMPANY_NAME,
  formatRupiah,
  PACKAGE_PRICES,
  type PackageType,
  SUPPORT_EMAIL,
} from '@balasin/shared';
import { escapeHtml } from './escape-html.ts';

/** The registration e-mail: verification link plus the bank-transfer instructions. */
export const verificationEmail = (input: {
  name: string;
  businessName: string;
  packageType: PackageType;
  verifyUrl: string;
}) => {
  const price = PACKAGE_PRICES[input.packageType];
  const amount = `${formatRupiah(price.amountIdr)} / ${price.period}`;
  const plan = input.packageType.charAt(0).toUpperCase() + input.packageType.slice(1);
  const accounts = BANK_ACCOUNTS.map((a) => `${a.bank} ${a.accountNumber} a.n. ${a.accountName}`);
  const subject = `Verifikasi email dan instruksi pembayaran ${BRAND}`;
  const text = [
    `Halo ${input.name},`,
    '',
    `Terima kasih telah mendaftarkan ${input.businessName} di ${BRAND}.`,
    '',
    `1. Verifikasi email Anda: ${input.verifyUrl}`,
    `2. Transfer ${amount} untuk paket ${plan} ke salah satu rekening berikut:`,
    ...accounts.map((line) => `   - ${line}`),
    `3. Kirim bukti transfer ke ${SUPPORT_EMAIL}. Langganan Anda aktif setelah pembayaran kami terima.`,
    '',
    `Salam,`,
    `Tim ${BRAND} (${COMPANY_NAME})`,
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(input.name)},</p>
<p>Terima kasih telah mendaftarkan <strong>${escapeHtml(input.businessName)}</strong> di ${BRAND}.</p>
<ol>
<li><a href="${escapeHtml(input.verifyUrl)}">Verifikasi email Anda</a></li>
<li>Transfer <strong>${escapeHtml(amount)}</strong> untuk paket ${plan} ke salah satu rekening berikut:<ul>${accounts
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul></li>
<li>Kirim bukti transfer ke <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>. Langganan Anda aktif setelah pembayaran kami terima.</li>
</ol>
<p>Salam,<br>Tim ${BRAND} (${COMPANY_NAME})</p>`;
  return { subject, text, html };
};
