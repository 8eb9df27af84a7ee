import type { CtaLink, SectionHeading } from './page-types.ts';
import type { PageMeta, Testimonial } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Layanan Pelanggan AI di WhatsApp untuk UMKM',
  description:
    'Balasin membantu UMKM membalas chat WhatsApp lebih cepat dengan chatbot AI dan inbox tim yang rapi. Paket Lite mulai Rp 349.500/tahun.',
};

export type HomeHero = {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: CtaLink;
  secondaryCta: CtaLink;
};

/** One card of the two-plan comparison. The price line reads "{prefix} {price}{period}". */
export type HomePlan = {
  name: string;
  prefix: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  href: CtaLink['href'];
  ctaLabel: string;
  popular: boolean;
  badge?: string;
};

export const hero: HomeHero = {
  eyebrow: 'Layanan pelanggan AI untuk UMKM Indonesia',
  title: 'Balas pelanggan di WhatsApp lebih cepat, tanpa menambah admin',
  subtitle:
    'Balasin memadukan chatbot AI dengan pengelolaan WhatsApp yang rapi. Pertanyaan rutin terjawab otomatis kapan saja, sementara tim Anda fokus pada pelanggan yang butuh sentuhan personal.',
  primaryCta: { label: 'Daftar Sekarang', href: '/register' },
  secondaryCta: { label: 'Lihat Versi Pro', href: '/pro' },
};

export const plansSection: SectionHeading = {
  title: 'Pilih versi yang pas untuk usaha Anda',
  subtitle:
    'Mulai dari Lite untuk membalas chat secara otomatis, atau langsung ke Pro untuk tim layanan pelanggan yang lengkap.',
};

export const litePlan: HomePlan = {
  name: 'Lite',
  prefix: 'mulai dari',
  price: 'Rp 349.500',
  period: '/tahun',
  description:
    'Untuk usaha yang ingin membalas pelanggan lebih cepat dengan chatbot AI di WhatsApp.',
  features: [
    '4 hingga 10 nomor WhatsApp dalam satu dasbor, sesuai paket',
    'Hingga 20.000 kontak pelanggan',
    'Chatbot AI yang membalas 24 jam',
    'Akses web API untuk menghubungkan sistem Anda',
    'Broadcast dan integrasi Google Sheets (paket Pro ke atas)',
    'Bayar sekali setahun lewat transfer bank',
  ],
  href: '/lite',
  ctaLabel: 'Lihat Paket Lite',
  popular: false,
};

export const proPlan: HomePlan = {
  name: 'Pro',
  prefix: 'mulai dari',
  price: 'Rp 579.000',
  period: '/bulan',
  description: 'Untuk tim layanan pelanggan yang menangani banyak percakapan setiap hari.',
  features: [
    'Inbox live chat bersama untuk seluruh tim',
    'Omnichannel: semua percakapan dalam satu tempat',
    'Penugasan percakapan otomatis ke agen',
    'Saran balasan AI dan analisis sentimen',
    'Sistem tiket AI dan analitik lengkap',
    'Speech-to-text dan text-to-speech',
  ],
  href: '/pro',
  ctaLabel: 'Lihat Paket Pro',
  popular: true,
  badge: 'Rekomendasi',
};

/** The two-plan comparison on the home page, in display order. */
export const plans: HomePlan[] = [litePlan, proPlan];

export const testimonialsSection: SectionHeading = {
  title: 'Dipercaya pelaku usaha di berbagai kota',
  subtitle: 'Cerita dari pemilik usaha yang kini membalas pelanggan lebih cepat bersama Balasin.',
};

export const testimonials: Testimonial[] = [
  {
    name: 'Siti Rahmawati',
    role: 'Pemilik Dapur Bu Siti, Yogyakarta',
    image: '/images/testimonials/siti-rahmawati.svg',
    content:
      'Dulu saya membalas pesanan katering sampai larut malam. Sekarang pertanyaan soal menu dan harga dijawab chatbot, saya tinggal memastikan pesanannya. Pelanggan malah memuji balasannya cepat sekali.',
    rating: 5,
  },
  {
    name: 'Budi Santoso',
    role: 'Pemilik Bengkel Santoso Motor, Surabaya',
    image: '/images/testimonials/budi-santoso.svg',
    content:
      'Pelanggan bengkel sering tanya jadwal servis dan perkiraan biaya lewat WhatsApp. Dengan Balasin, nomor semua cabang kami terpantau dari satu dasbor. Tidak ada lagi chat yang terlewat.',
    rating: 5,
  },
  {
    name: 'Dewi Anggraini',
    role: 'Pendiri Anggrek Batik, Pekalongan',
    image: '/images/testimonials/dewi-anggraini.svg',
    content:
      'Kami menjual batik ke reseller di banyak kota. Chatbot dan integrasi Google Sheets membuat pencatatan pesanan jauh lebih rapi. Admin yang tadinya kewalahan sekarang bisa fokus melayani reseller besar.',
    rating: 5,
  },
  {
    name: 'Rizky Pratama',
    role: 'Pemilik Kopi Teras, Bandung',
    image: '/images/testimonials/rizky-pratama.svg',
    content:
      'Ternyata pemasangannya gampang. Pindai kode QR, masukkan daftar menu, dan chatbot langsung bisa menjawab pertanyaan soal menu dan jam buka. Untuk kedai kecil seperti kami, harganya sangat masuk akal.',
    rating: 5,
  },
  {
    name: 'Made Wirawan',
    role: 'Pengelola Wirawan Villas, Gianyar',
    image: '/images/testimonials/made-wirawan.svg',
    content:
      'Tamu kami sering bertanya di luar jam kerja, bahkan tengah malam. Chatbot Balasin menjawab pertanyaan soal ketersediaan kamar dan fasilitas kapan saja, sementara tim kami tetap menangani permintaan khusus.',
    rating: 5,
  },
  {
    name: 'Nurul Hidayah',
    role: 'Pemilik Hijab Nurul, Makassar',
    image: '/images/testimonials/nurul-hidayah.svg',
    content:
      'Saat promo, chat bisa masuk ratusan dalam sehari. Sekarang pertanyaan soal warna dan ukuran dijawab otomatis, dan pelanggan yang siap bayar langsung diteruskan ke admin. Penjualan saat promo jadi jauh lebih lancar.',
    rating: 5,
  },
  {
    name: 'Andreas Wijaya',
    role: 'Pemilik Toko Bangunan Sinar Wijaya, Medan',
    image: '/images/testimonials/andreas-wijaya.svg',
    content:
      'Kontraktor langganan kami sering minta penawaran harga lewat WhatsApp. Sekarang tim bisa berbagi tugas dengan rapi, dan pelanggan mendapat jawaban yang sama siapa pun yang membalas.',
    rating: 5,
  },
  {
    name: 'Fitri Handayani',
    role: 'Pemilik Klinik Kecantikan Fitri Glow, Semarang',
    image: '/images/testimonials/fitri-handayani.svg',
    content:
      'Pelanggan bisa menanyakan jadwal perawatan lewat WhatsApp kapan saja. Laporan analitiknya juga menunjukkan jam-jam paling ramai, jadi saya bisa mengatur jadwal staf dengan lebih tepat.',
    rating: 5,
  },
];
