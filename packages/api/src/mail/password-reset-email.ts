import { BRAND, type Locale, type OperatorSettings, PASSWORD_RESET } from '@balasin/shared';
import { composeEmail } from './layout.ts';

const WORDS = {
  en: {
    subject: `Reset your ${BRAND} password`,
    asked: `Someone asked to reset the password of your ${BRAND} account. Open the link below to choose a new one.`,
    link: 'Reset password',
    validity: `The link works for ${PASSWORD_RESET.ttlMinutes} minutes and only once. Resetting the password signs out every device signed in to your account.`,
    ignore: (support: string) =>
      `If you did not ask for this, ignore this e-mail: your password stays as it is. Questions? Write to us at ${support}.`,
  },
  id: {
    subject: `Atur ulang kata sandi ${BRAND} Anda`,
    asked: `Ada permintaan untuk mengatur ulang kata sandi akun ${BRAND} Anda. Buka tautan di bawah untuk memilih kata sandi baru.`,
    link: 'Atur ulang kata sandi',
    validity: `Tautan ini berlaku ${PASSWORD_RESET.ttlMinutes} menit dan hanya dapat dipakai sekali. Mengatur ulang kata sandi mengeluarkan semua perangkat yang masuk ke akun Anda.`,
    ignore: (support: string) =>
      `Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah. Ada pertanyaan? Hubungi kami di ${support}.`,
  },
} as const;

/** The link to choose a new password, in the language the user chose in the dashboard. */
export const passwordResetEmail = (input: {
  name: string;
  locale: Locale;
  resetUrl: string;
  settings: OperatorSettings;
}) => {
  const words = WORDS[input.locale];
  return composeEmail({
    subject: words.subject,
    greetingName: input.name,
    companyName: input.settings.companyName,
    language: input.locale,
    blocks: [
      { paragraph: words.asked },
      { link: { label: words.link, url: input.resetUrl } },
      { paragraph: words.validity },
      { paragraph: words.ignore(input.settings.supportEmail) },
    ],
  });
};
