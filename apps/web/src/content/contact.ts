import {
  DEFAULT_OPERATOR_SETTINGS,
  formatSupportWhatsapp,
  type OperatorSettings,
} from '@balasin/shared/operator-defaults';
import type { PageMeta } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Hubungi Kami',
  description:
    'Hubungi tim Balasin lewat WhatsApp, email, atau formulir kontak. Kami siap membantu Anda memilih paket dan menjawab pertanyaan seputar layanan kami.',
};

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

/**
 * The legal pages (terms, privacy) are published documents: they quote the company as seeded, and
 * a change of company is a new version of them, not a setting.
 */
export const companyName = DEFAULT_OPERATOR_SETTINGS.companyName;
export const email = DEFAULT_OPERATOR_SETTINGS.supportEmail;
export const officeAddress = DEFAULT_OPERATOR_SETTINGS.companyAddress;
export const officeHours = 'Senin–Jumat, 09.00–17.00 WIB';

/** The channels, from the operator's settings (admins keep them current). */
export const channelsFor = (settings: OperatorSettings): ContactChannel[] => [
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    value: formatSupportWhatsapp(settings.supportWhatsapp),
    description: 'Cara tercepat untuk bertanya. Klik untuk langsung membuka chat dengan tim kami.',
    href: `https://wa.me/${settings.supportWhatsapp}`,
  },
  {
    id: 'email',
    label: 'Email',
    value: settings.supportEmail,
    description:
      'Untuk pertanyaan yang lebih rinci, penawaran kerja sama, atau pengiriman dokumen.',
    href: `mailto:${settings.supportEmail}`,
  },
  {
    id: 'address',
    label: 'Kantor',
    value: settings.companyAddress,
    description: settings.companyName,
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
