import { COMPANY_NAME, SUPPORT_EMAIL } from '@balasin/shared/brand';
import type { PageMeta } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Hubungi Kami',
  description:
    'Hubungi tim Balasin lewat WhatsApp, email, atau formulir kontak. Kami siap membantu Anda memilih paket dan menjawab pertanyaan seputar layanan kami.',
};

export const companyName = COMPANY_NAME;

export const title = 'Hubungi Kami';

export const intro =
  'Punya pertanyaan seputar paket, pembayaran, atau cara memakai Balasin? Tim kami siap membantu. Pilih saluran yang paling nyaman untuk Anda, atau kirim pesan lewat formulir di bawah ini.';

export type ContactChannel = {
  /** Stable id, e.g. for choosing an icon. */
  id: 'whatsapp' | 'email' | 'address' | 'hours';
  label: string;
  value: string;
  description: string;
  /** Present when the channel is a link. */
  href?: string;
};

export const whatsappNumberDisplay = '+62 812-0000-0000';
export const whatsappLink = 'https://wa.me/6281200000000';
export const email = SUPPORT_EMAIL;
export const officeAddress =
  'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan, DKI Jakarta 12730';
export const officeHours = 'Senin–Jumat, 09.00–17.00 WIB';

export const channels: ContactChannel[] = [
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    value: whatsappNumberDisplay,
    description: 'Cara tercepat untuk bertanya. Klik untuk langsung membuka chat dengan tim kami.',
    href: whatsappLink,
  },
  {
    id: 'email',
    label: 'Email',
    value: email,
    description:
      'Untuk pertanyaan yang lebih rinci, penawaran kerja sama, atau pengiriman dokumen.',
    href: `mailto:${email}`,
  },
  {
    id: 'address',
    label: 'Kantor',
    value: officeAddress,
    description: companyName,
  },
  {
    id: 'hours',
    label: 'Jam Operasional',
    value: officeHours,
    description:
      'Pesan yang masuk di luar jam operasional akan kami balas pada hari kerja berikutnya.',
  },
];

export type ContactFormText = {
  title: string;
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  messageLabel: string;
  messagePlaceholder: string;
  submitLabel: string;
  submittingLabel: string;
};

/** Labels only: validation and result messages come from '@balasin/shared/messages'. */
export const form: ContactFormText = {
  title: 'Kirim Pesan',
  nameLabel: 'Nama',
  namePlaceholder: 'Nama lengkap Anda',
  emailLabel: 'Email',
  emailPlaceholder: 'nama@usahaanda.com',
  phoneLabel: 'Nomor WhatsApp',
  phonePlaceholder: '081234567890',
  messageLabel: 'Pesan',
  messagePlaceholder: 'Ceritakan kebutuhan atau pertanyaan Anda',
  submitLabel: 'Kirim Pesan',
  submittingLabel: 'Mengirim...',
};
