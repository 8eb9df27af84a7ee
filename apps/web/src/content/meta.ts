import type { PageMeta } from './types.ts';

export type PageKey = 'home' | 'lite' | 'pro' | 'about' | 'contact' | 'blog' | 'privacy' | 'terms';

/** Titles are without the brand: the app appends " | Balasin". Descriptions are 120–160 characters. */
export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    title: 'Layanan Pelanggan AI di WhatsApp untuk UMKM',
    description:
      'Balasin membantu UMKM membalas chat WhatsApp lebih cepat dengan chatbot AI dan inbox tim yang rapi. Paket Lite mulai Rp 349.500/tahun.',
  },
  lite: {
    title: 'Balasin Lite: Chatbot AI WhatsApp',
    description:
      'Kelola hingga 10 nomor WhatsApp, chatbot AI 24 jam, dan akses web API. Paket tahunan Balasin Lite mulai Rp 349.500 untuk usaha kecil dan menengah.',
  },
  pro: {
    title: 'Balasin Pro: Platform Layanan Pelanggan AI',
    description:
      'Inbox live chat bersama, penugasan otomatis, analisis sentimen, saran balasan AI, dan sistem tiket AI. Paket bulanan Balasin Pro mulai Rp 579K.',
  },
  about: {
    title: 'Tentang Kami',
    description:
      'Kenali visi, misi, dan teknologi di balik Balasin, layanan pelanggan berbasis AI untuk usaha kecil dan menengah di Indonesia yang berpusat pada WhatsApp.',
  },
  contact: {
    title: 'Hubungi Kami',
    description:
      'Hubungi tim Balasin lewat WhatsApp, email, atau formulir kontak. Kami siap membantu Anda memilih paket dan menjawab pertanyaan seputar layanan kami.',
  },
  blog: {
    title: 'Blog',
    description:
      'Tips, tutorial, dan wawasan seputar layanan pelanggan di WhatsApp, chatbot AI, dan analitik percakapan untuk membantu usaha kecil dan menengah bertumbuh.',
  },
  privacy: {
    title: 'Kebijakan Privasi',
    description:
      'Pelajari cara Balasin mengumpulkan, menggunakan, dan melindungi data pribadi Anda sesuai UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
  },
  terms: {
    title: 'Syarat dan Ketentuan',
    description:
      'Syarat dan ketentuan penggunaan layanan Balasin, termasuk akun, pembayaran lewat transfer bank, masa langganan, pengembalian dana, dan penggunaan yang dilarang.',
  },
};
