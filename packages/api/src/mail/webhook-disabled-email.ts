import { BRAND, COMPANY_NAME } from '@balasin/shared';
import { escapeHtml } from './escape-html.ts';

/** Tells the owner an endpoint failed for 24 hours and was disabled, and how to bring it back. */
export const webhookDisabledEmail = (input: {
  name: string;
  businessName: string;
  url: string;
  dashboardUrl: string;
}) => {
  const subject = `[${BRAND}] Webhook dinonaktifkan: ${input.url}`;
  const text = [
    `Halo ${input.name},`,
    '',
    `Webhook ${input.businessName} ke ${input.url} gagal menerima event selama 24 jam, jadi kami menonaktifkannya.`,
    'Event baru tidak dikirim ke alamat ini sampai Anda mengaktifkannya kembali.',
    '',
    `Periksa server penerima Anda, lalu aktifkan webhook dan kirim ulang (Replay) event yang gagal di ${input.dashboardUrl}`,
    '',
    'Salam,',
    `Tim ${BRAND} (${COMPANY_NAME})`,
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(input.name)},</p>
<p>Webhook <strong>${escapeHtml(input.businessName)}</strong> ke <code>${escapeHtml(input.url)}</code> gagal menerima event selama 24 jam, jadi kami menonaktifkannya. Event baru tidak dikirim ke alamat ini sampai Anda mengaktifkannya kembali.</p>
<p>Periksa server penerima Anda, lalu <a href="${escapeHtml(input.dashboardUrl)}">aktifkan webhook dan kirim ulang (Replay) event yang gagal</a>.</p>
<p>Salam,<br>Tim ${BRAND} (${COMPANY_NAME})</p>`;
  return { subject, text, html };
};
