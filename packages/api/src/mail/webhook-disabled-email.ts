import { BRAND } from '@balasin/shared';
import { composeEmail } from './layout.ts';

/** Tells the owner an endpoint failed for 24 hours and was disabled, and how to bring it back. */
export const webhookDisabledEmail = (input: {
  /** The operator's company, as its admins set it, in the signature. */
  companyName: string;
  name: string;
  businessName: string;
  url: string;
  dashboardUrl: string;
}) => {
  const subject = `[${BRAND}] Webhook dinonaktifkan: ${input.url}`;
  return composeEmail({
    subject,
    greetingName: input.name,
    companyName: input.companyName,
    blocks: [
      {
        paragraph: `Webhook ${input.businessName} ke ${input.url} gagal menerima event selama 24 jam, jadi kami menonaktifkannya. Event baru tidak dikirim ke alamat ini sampai Anda mengaktifkannya kembali.`,
      },
      {
        link: {
          label:
            'Periksa server penerima Anda, lalu aktifkan webhook dan kirim ulang (Replay) event yang gagal',
          url: input.dashboardUrl,
        },
      },
    ],
  });
};
