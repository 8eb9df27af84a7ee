import { BRAND, EMAIL_CHANGE, type OperatorSettings } from '@balasin/shared';
import { composeEmail } from './layout.ts';

/** To the new address: the link that makes it the account's sign-in address. */
export const emailChangeConfirmEmail = (input: {
  name: string;
  newEmail: string;
  confirmUrl: string;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject: `Konfirmasi alamat email baru Anda di ${BRAND}`,
    greetingName: input.name,
    companyName: input.settings.companyName,
    blocks: [
      {
        paragraph: `Anda meminta agar akun ${BRAND} Anda memakai alamat email ${input.newEmail}. Buka tautan di bawah untuk mengonfirmasi; alamat email baru berlaku setelah tautan dibuka.`,
      },
      { link: { label: 'Konfirmasi alamat email baru', url: input.confirmUrl } },
      {
        paragraph: `Tautan ini berlaku ${EMAIL_CHANGE.ttlHours} jam dan hanya dapat dipakai sekali.`,
      },
      {
        paragraph: `Jika Anda tidak memintanya, abaikan email ini: alamat email akun tidak berubah. Ada pertanyaan? Hubungi kami di ${input.settings.supportEmail}.`,
      },
    ],
  });

/** To the current address: someone signed in asked to move the account to another address. */
export const emailChangeNoticeEmail = (input: {
  name: string;
  newEmail: string;
  settingsUrl: string;
  settings: OperatorSettings;
}) =>
  composeEmail({
    subject: `Permintaan perubahan alamat email akun ${BRAND}`,
    greetingName: input.name,
    companyName: input.settings.companyName,
    blocks: [
      {
        paragraph: `Ada permintaan untuk mengganti alamat email akun ${BRAND} Anda menjadi ${input.newEmail}. Alamat ini baru berubah setelah tautan yang kami kirim ke alamat baru dibuka.`,
      },
      {
        paragraph:
          'Jika ini bukan Anda, batalkan perubahan di pengaturan akun dan segera ganti kata sandi Anda.',
      },
      { link: { label: 'Buka pengaturan akun', url: input.settingsUrl } },
      { paragraph: `Ada pertanyaan? Hubungi kami di ${input.settings.supportEmail}.` },
    ],
  });
