import type { CtaLink, PageHeader, SectionHeading } from './page-types.ts';
import type { PageMeta, PricePackage } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Balasin Lite: Chatbot AI WhatsApp',
  description:
    'Kelola hingga 10 nomor WhatsApp, chatbot AI 24 jam, dan akses web API. Paket tahunan Balasin Lite mulai Rp 349.500 untuk usaha kecil dan menengah.',
};

export const backLink: CtaLink = { label: 'Kembali ke Beranda', href: '/' };

export const header: PageHeader = {
  eyebrow: 'Balasin Lite',
  title: 'Chatbot AI di WhatsApp untuk usaha yang ingin bergerak cepat',
  intro:
    'Hubungkan nomor WhatsApp usaha Anda, biarkan chatbot AI menjawab pertanyaan rutin kapan saja, dan kelola semuanya dari satu dasbor. Cukup bayar sekali setahun, tanpa perlu tim IT.',
};

export const featuresSection: SectionHeading = {
  title: 'Yang Anda dapatkan di Balasin Lite',
  subtitle: 'Fitur yang tersedia bertambah sesuai paket yang Anda pilih.',
};

/** Exactly eight feature bullets. */
export const features: string[] = [
  'Kelola beberapa nomor WhatsApp usaha dari satu dasbor',
  'Hubungkan nomor cukup dengan memindai kode QR dari ponsel',
  'Chatbot AI yang menjawab pertanyaan pelanggan 24 jam sehari',
  'Simpan dan kelola ribuan kontak pelanggan dengan rapi',
  'Akses web API dengan token untuk mengirim pesan dari sistem Anda',
  'Broadcast pesan ke pelanggan yang sudah bersedia dihubungi',
  'Manajemen peran tim dan integrasi Google Sheets',
  'Dukungan WhatsApp OTP dan integrasi socket untuk kebutuhan teknis lanjutan',
];

export const packagesSection: SectionHeading = {
  title: 'Pilih paket tahunan Anda',
  subtitle:
    'Semua harga berlaku untuk satu tahun berlangganan. Pembayaran melalui transfer bank ke rekening PT Balasin Teknologi Indonesia.',
};

export const packageCta: CtaLink = { label: 'Daftar Sekarang', href: '/register' };

/** Exactly three yearly packages. */
export const packages: PricePackage[] = [
  {
    name: 'Basic',
    price: 'Rp 349.500',
    period: '/tahun',
    description: 'Untuk usaha kecil yang baru mulai membalas pelanggan secara otomatis.',
    features: ['4 nomor WhatsApp', '5.000 kontak', 'AI chatbot', 'Akses web API'],
    popular: false,
  },
  {
    name: 'Pro',
    price: 'Rp 595.000',
    period: '/tahun',
    description: 'Untuk usaha yang sedang tumbuh dan mulai bekerja bersama tim.',
    features: [
      'Semua fitur Basic',
      '6 nomor WhatsApp',
      '10.000 kontak',
      'Broadcast pesan',
      'Manajemen peran',
      'Integrasi Google Sheets',
    ],
    popular: true,
  },
  {
    name: 'Enterprise',
    price: 'Rp 695.000',
    period: '/tahun',
    description: 'Untuk usaha dengan banyak cabang atau kebutuhan integrasi teknis.',
    features: [
      'Semua fitur Pro',
      '10 nomor WhatsApp',
      '20.000 kontak',
      'Dukungan WhatsApp OTP',
      'Integrasi socket',
    ],
    popular: false,
  },
];
