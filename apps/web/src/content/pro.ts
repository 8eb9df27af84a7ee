import type { CtaLink, FeatureItem, PageHeader, SectionHeading } from './page-types.ts';
import type { PageMeta, PricePackage } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Balasin Pro: Platform Layanan Pelanggan AI',
  description:
    'Inbox live chat bersama, penugasan otomatis, analisis sentimen, saran balasan AI, dan sistem tiket AI. Paket bulanan Balasin Pro mulai Rp 579K.',
};

export const backLink: CtaLink = { label: 'Kembali ke Beranda', href: '/' };

export const header: PageHeader = {
  eyebrow: 'Balasin Pro',
  title: 'Platform layanan pelanggan lengkap dengan AI untuk tim Anda',
  intro:
    'Satukan percakapan pelanggan, bagi tugas ke agen secara otomatis, dan biarkan AI membantu menjawab, merangkum, serta membaca suasana hati pelanggan. Dirancang untuk usaha yang melayani ratusan hingga ribuan percakapan setiap hari.',
};

export const featuresSection: SectionHeading = {
  title: '12 fitur utama Balasin Pro',
  subtitle: 'Semua yang dibutuhkan tim layanan pelanggan modern, dalam satu platform.',
};

/** Exactly twelve main features. */
export const features: FeatureItem[] = [
  {
    title: 'Dukungan Omnichannel',
    description:
      'Percakapan dari berbagai kanal terkumpul di satu tempat, sehingga tim tidak perlu berpindah-pindah aplikasi.',
  },
  {
    title: 'Inbox Live Chat Bersama',
    description:
      'Seluruh agen bekerja dari inbox yang sama, lengkap dengan riwayat percakapan dan catatan setiap pelanggan.',
  },
  {
    title: 'Penugasan Otomatis',
    description:
      'Percakapan baru langsung diteruskan ke agen yang tersedia agar beban kerja merata dan tidak ada chat yang terlewat.',
  },
  {
    title: 'Chatbot dan Otomatisasi',
    description:
      'Chatbot AI menjawab pertanyaan rutin 24 jam, sementara alur otomatis menangani pekerjaan berulang seperti sapaan dan konfirmasi.',
  },
  {
    title: 'Template Balasan',
    description:
      'Simpan jawaban yang sering dipakai sehingga setiap agen membalas dengan cepat, rapi, dan konsisten.',
  },
  {
    title: 'Tag Percakapan',
    description:
      'Beri label pada percakapan dan kontak untuk memilah topik, prioritas, maupun tahap penjualan.',
  },
  {
    title: 'Analitik',
    description:
      'Pantau volume chat, waktu respons, dan kinerja setiap agen melalui laporan yang mudah dipahami.',
  },
  {
    title: 'Analisis Sentimen',
    description:
      'AI membaca nada setiap percakapan sehingga pelanggan yang kecewa bisa ditangani lebih dulu.',
  },
  {
    title: 'Saran Balasan AI',
    description:
      'AI mengusulkan jawaban berdasarkan konteks percakapan. Agen cukup memeriksa, menyesuaikan, lalu mengirim.',
  },
  {
    title: 'Speech-to-Text',
    description:
      'Pesan suara dari pelanggan otomatis diubah menjadi teks, sehingga mudah dibaca, dicari, dan ditindaklanjuti.',
  },
  {
    title: 'Text-to-Speech',
    description:
      'Balasan teks dapat dikirim sebagai pesan suara bagi pelanggan yang lebih nyaman mendengarkan.',
  },
  {
    title: 'Sistem Tiket AI',
    description:
      'Keluhan yang perlu tindak lanjut otomatis menjadi tiket, lengkap dengan ringkasan, prioritas, dan statusnya.',
  },
];

export const packagesSection: SectionHeading = {
  title: 'Paket bulanan Balasin Pro',
  subtitle:
    'Harga per bulan. Pilih paket sesuai jumlah pelanggan dan agen Anda, lalu hubungi tim kami untuk aktivasi.',
};

export const packageCta: CtaLink = { label: 'Hubungi Tim Kami', href: '/contact' };

/** Exactly four monthly plans. */
export const packages: PricePackage[] = [
  {
    name: 'Pro',
    price: 'Rp 579K',
    period: '/bulan',
    description: 'Untuk tim kecil yang mulai melayani pelanggan bersama-sama.',
    features: ['1.000 pengguna aktif', '2 agen manusia', '5.000 respons AI'],
    popular: false,
  },
  {
    name: 'Business',
    price: 'Rp 1.499K',
    period: '/bulan',
    description: 'Untuk usaha yang sedang tumbuh dan butuh integrasi dengan sistemnya sendiri.',
    features: [
      '5.000 pengguna aktif',
      '5 agen manusia',
      '25.000 respons AI',
      'Akses OpenAPI',
      'Gratis 1 WABA anti-banned',
    ],
    popular: true,
  },
  {
    name: 'Enterprise',
    price: 'Rp 5.799K',
    period: '/bulan',
    description: 'Untuk perusahaan dengan volume percakapan tinggi dan tim layanan yang besar.',
    features: [
      'Semua fitur Business',
      '30.000 pengguna aktif',
      '10 agen manusia',
      '150.000 respons AI',
    ],
    popular: false,
  },
  {
    name: 'Unlimited+',
    price: 'Rp 15.799K',
    period: '/bulan',
    description: 'Untuk operasi skala besar yang tidak boleh berhenti, siang maupun malam.',
    features: [
      'Semua fitur Enterprise',
      'Pengguna aktif tanpa batas',
      'Agen manusia tanpa batas',
      '500.000 respons AI',
      'Dukungan on-call 24/7',
    ],
    popular: false,
  },
];
