import { BRAND, COMPANY_NAME, type TeamRole } from '@balasin/shared';
import { escapeHtml } from './escape-html.ts';

const ROLE_NAMES: Record<TeamRole, string> = { owner: 'pemilik', admin: 'admin', agent: 'agen' };

/** The team invitation: who invites, to which business, as what, and the link that expires. */
export const invitationEmail = (input: {
  inviterName: string;
  businessName: string;
  role: TeamRole;
  acceptUrl: string;
  expiresAt: Date;
}) => {
  const until = input.expiresAt.toLocaleString('id-ID', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  });
  const role = ROLE_NAMES[input.role];
  const subject = `${input.inviterName} mengundang Anda ke ${input.businessName} di ${BRAND}`;
  const intro = `${input.inviterName} mengundang Anda bergabung dengan tim ${input.businessName} di ${BRAND} sebagai ${role}.`;
  const action = `Buka tautan ini untuk membuat kata sandi dan masuk (berlaku sampai ${until} WIB):`;
  const text = [
    'Halo,',
    '',
    intro,
    action,
    input.acceptUrl,
    '',
    'Jika Anda tidak mengenal undangan ini, abaikan email ini.',
    '',
    'Salam,',
    `Tim ${BRAND} (${COMPANY_NAME})`,
  ].join('\n');
  const html = `<p>Halo,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(action)}<br><a href="${escapeHtml(input.acceptUrl)}">${escapeHtml(input.acceptUrl)}</a></p>
<p>Jika Anda tidak mengenal undangan ini, abaikan email ini.</p>
<p>Salam,<br>Tim ${BRAND} (${COMPANY_NAME})</p>`;
  return { subject, text, html };
};
