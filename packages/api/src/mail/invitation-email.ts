import { BRAND, type TeamRole } from '@balasin/shared';
import { composeEmail } from './layout.ts';

const ROLE_NAMES: Record<TeamRole, string> = { owner: 'pemilik', admin: 'admin', agent: 'agen' };

/** The team invitation: who invites, to which business, as what, and the link that expires. */
export const invitationEmail = (input: {
  inviterName: string;
  businessName: string;
  role: TeamRole;
  acceptUrl: string;
  expiresAt: Date;
  /** From the operator settings, like every business-side e-mail's signature. */
  companyName: string;
}) => {
  const until = input.expiresAt.toLocaleString('id-ID', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  });
  return composeEmail({
    subject: `${input.inviterName} mengundang Anda ke ${input.businessName} di ${BRAND}`,
    greetingName: null,
    companyName: input.companyName,
    blocks: [
      {
        paragraph: `${input.inviterName} mengundang Anda bergabung dengan tim ${input.businessName} di ${BRAND} sebagai ${ROLE_NAMES[input.role]}.`,
      },
      {
        paragraph: `Buka tautan ini untuk membuat kata sandi dan masuk (berlaku sampai ${until} WIB):`,
      },
      { link: { label: 'Terima undangan', url: input.acceptUrl } },
      { paragraph: 'Jika Anda tidak mengenal undangan ini, abaikan email ini.' },
    ],
  });
};
