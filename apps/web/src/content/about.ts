import type { CtaLink, FeatureItem } from './page-types.ts';
import type { PageMeta } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Tentang Kami',
  description:
    'Kenali visi, misi, dan teknologi di balik Balasin, layanan pelanggan berbasis AI untuk usaha kecil dan menengah di Indonesia yang berpusat pada WhatsApp.',
};

export const title = 'Tentang Balasin';

export const intro =
  'Balasin lahir dari pengamatan sederhana: pelanggan di Indonesia menghubungi usaha lewat WhatsApp, tetapi banyak pemilik usaha kecil dan menengah kewalahan membalasnya sendiri. Kami membangun layanan pelanggan berbasis AI yang terjangkau, mudah dipakai, dan terasa dekat, agar setiap usaha bisa melayani pelanggannya secepat perusahaan besar. Balasin dikembangkan oleh PT Balasin Teknologi Indonesia.';

export const visionTitle = 'Visi Kami';

export const vision =
  'Menjadi mitra layanan pelanggan yang paling dipercaya oleh usaha kecil dan menengah di Indonesia, sehingga tidak ada lagi pelanggan yang menunggu terlalu lama dan tidak ada lagi pemilik usaha yang kehilangan pembeli hanya karena terlambat membalas chat.';

export const missionTitle = 'Misi Kami';

export const mission: string[] = [
  'Menghadirkan teknologi AI yang mudah dipakai oleh pemilik usaha tanpa latar belakang teknis.',
  'Menjaga harga tetap terjangkau dan transparan bagi UMKM di seluruh Indonesia.',
  'Membantu usaha membalas pelanggan dengan cepat tanpa kehilangan sentuhan personal.',
  'Melindungi data usaha dan pelanggan sesuai peraturan perlindungan data pribadi yang berlaku.',
];

export const technologyTitle = 'Teknologi di Balik Balasin';

/** Exactly three technology cards. */
export const technologies: FeatureItem[] = [
  {
    title: 'Pemrosesan Bahasa Alami',
    description:
      'Chatbot kami memahami bahasa Indonesia sehari-hari, termasuk singkatan, salah ketik, dan gaya bahasa santai, sehingga pelanggan bisa bertanya seperti sedang mengobrol dengan admin.',
  },
  {
    title: 'Machine Learning',
    description:
      'Model machine learning membantu membaca sentimen, mengusulkan balasan, dan mengelompokkan percakapan. Semakin sering dipakai dan disempurnakan, semakin relevan jawabannya bagi usaha Anda.',
  },
  {
    title: 'Infrastruktur Cloud',
    description:
      'Balasin berjalan di infrastruktur cloud yang kapasitasnya dapat menyesuaikan saat chat sedang ramai, sehingga layanan tetap responsif ketika usaha Anda sedang sibuk-sibuknya. Koneksi ke layanan kami dilindungi enkripsi.',
  },
];

export const contactCta: { title: string; description: string } & CtaLink = {
  title: 'Ingin tahu lebih lanjut?',
  description:
    'Tim kami dengan senang hati membantu Anda memilih paket yang tepat atau menjawab pertanyaan seputar Balasin.',
  label: 'Hubungi Kami',
  href: '/contact',
};
