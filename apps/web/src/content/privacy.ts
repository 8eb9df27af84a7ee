import { companyName, officeAddress } from './contact.ts';
import type { LegalSection, PageMeta } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Kebijakan Privasi',
  description:
    'Pelajari cara Balasin mengumpulkan, menggunakan, dan melindungi data pribadi Anda sesuai UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
};

export const title = 'Kebijakan Privasi';

export const privacyEmail = 'privacy@balasin.id';

export const intro = `Kebijakan Privasi ini menjelaskan bagaimana ${companyName} (“Balasin” atau “kami”) mengumpulkan, menggunakan, menyimpan, membagikan, dan melindungi data pribadi ketika Anda mengunjungi situs ini atau menggunakan layanan Balasin. Kebijakan ini disusun dengan mengacu pada Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (“UU PDP”) dan peraturan terkait lainnya.`;

/** Exactly seven sections. */
export const sections: LegalSection[] = [
  {
    title: '1. Data yang Kami Kumpulkan',
    paragraphs: [
      'Data akun: nama, nama usaha, alamat email, nomor WhatsApp Anda atau penanggung jawab (PIC), dan kata sandi. Kata sandi hanya kami simpan dalam bentuk hash satu arah, tidak pernah dalam bentuk teks asli.',
      'Data layanan: nomor WhatsApp yang Anda hubungkan ke Balasin, daftar kontak, serta isi percakapan dengan pelanggan Anda yang diproses melalui layanan kami, termasuk pesan suara yang diubah menjadi teks.',
      'Data pembayaran: informasi transfer bank yang diperlukan untuk memverifikasi pembayaran, seperti nama pemilik rekening, bank pengirim, nominal, dan bukti transfer. Kami tidak pernah meminta dan tidak menyimpan PIN, kata sandi, atau kode OTP perbankan Anda.',
      'Data teknis: alamat IP, jenis perangkat dan peramban, waktu akses, serta catatan aktivitas (log) yang diperlukan untuk menjaga keamanan dan keandalan layanan.',
      'Layanan Balasin ditujukan bagi pengguna berusia minimal 18 tahun. Kami tidak dengan sengaja mengumpulkan data pribadi anak.',
    ],
  },
  {
    title: '2. Cara Kami Menggunakan Data',
    paragraphs: [
      'Kami menggunakan data pribadi untuk membuat dan mengelola akun Anda, memverifikasi pembayaran dan mengaktifkan langganan, menyediakan fitur layanan seperti chatbot AI dan pengiriman pesan, mengirim email verifikasi serta pemberitahuan penting terkait akun, memberikan dukungan pelanggan, dan menjaga keamanan layanan, misalnya dengan membatasi percobaan masuk yang mencurigakan.',
      'Pemrosesan tersebut kami lakukan berdasarkan dasar hukum yang diakui UU PDP, yaitu pemenuhan kewajiban perjanjian dengan Anda, pemenuhan kewajiban hukum, kepentingan yang sah, dan persetujuan Anda untuk keperluan tertentu, seperti menerima informasi promosi. Persetujuan dapat Anda tarik kapan saja.',
      'Untuk data kontak dan isi percakapan pelanggan Anda, usaha Anda bertindak sebagai pengendali data, sedangkan Balasin memprosesnya atas nama dan sesuai instruksi Anda. Kami tidak menjual data pribadi kepada siapa pun dan tidak menggunakan isi percakapan pelanggan Anda untuk kepentingan iklan.',
    ],
  },
  {
    title: '3. Pembagian Data kepada Pihak Lain',
    paragraphs: [
      'Kami hanya membagikan data pribadi sejauh diperlukan untuk menjalankan layanan, yaitu kepada penyedia infrastruktur cloud, penyedia layanan email, dan penyedia teknologi pendukung yang terikat perjanjian kerahasiaan serta kewajiban pelindungan data. Pesan yang Anda kirim dan terima melalui WhatsApp juga tunduk pada ketentuan dan kebijakan privasi WhatsApp.',
      'Kami dapat mengungkapkan data apabila diwajibkan oleh peraturan perundang-undangan, putusan pengadilan, atau permintaan resmi dari instansi yang berwenang.',
      'Apabila data pribadi perlu ditransfer ke luar wilayah hukum Republik Indonesia, kami memastikan transfer tersebut memenuhi ketentuan UU PDP, termasuk adanya tingkat pelindungan data yang setara atau memadai di negara tujuan.',
    ],
  },
  {
    title: '4. Penyimpanan dan Keamanan Data',
    paragraphs: [
      'Kami menerapkan langkah teknis dan organisasi yang wajar untuk melindungi data pribadi, antara lain koneksi terenkripsi, penyimpanan kata sandi dalam bentuk hash, pembatasan akses hanya bagi personel yang berwenang, dan pencatatan setiap perubahan penting oleh admin.',
      'Data pribadi kami simpan selama akun Anda aktif dan selama diperlukan untuk tujuan pemrosesannya. Setelah itu, data akan dihapus atau dianonimkan, kecuali jika peraturan perundang-undangan mewajibkan kami menyimpannya lebih lama, misalnya untuk keperluan pembukuan dan perpajakan.',
      'Jika terjadi kegagalan pelindungan data pribadi yang memengaruhi Anda, kami akan memberitahukannya secara tertulis sesuai batas waktu dan ketentuan dalam UU PDP, termasuk informasi mengenai data yang terdampak dan langkah penanganan yang kami ambil.',
    ],
  },
  {
    title: '5. Hak Anda atas Data Pribadi',
    paragraphs: [
      'Sesuai UU PDP, Anda berhak memperoleh informasi tentang pemrosesan data pribadi Anda, mengakses dan memperoleh salinannya, memperbarui atau memperbaiki data yang tidak akurat, meminta penghapusan atau pemusnahan data, menarik kembali persetujuan, meminta penundaan atau pembatasan pemrosesan, serta mengajukan keberatan atas keputusan yang diambil semata-mata berdasarkan pemrosesan otomatis.',
      `Untuk menggunakan hak tersebut, kirimkan permintaan ke ${privacyEmail} dari alamat email yang terdaftar di akun Anda. Kami mungkin meminta informasi tambahan untuk memastikan bahwa permintaan memang berasal dari Anda.`,
      'Kami akan menanggapi setiap permintaan dalam 30 hari kerja sejak permintaan lengkap kami terima. Untuk jenis permintaan yang oleh UU PDP wajib dipenuhi dalam jangka waktu lebih singkat, kami akan memenuhinya sesuai batas waktu tersebut.',
      'Jika Anda adalah pelanggan dari usaha yang menggunakan Balasin, silakan ajukan permintaan terlebih dahulu kepada usaha tersebut sebagai pengendali data. Kami akan membantu usaha tersebut memenuhi permintaan Anda.',
    ],
  },
  {
    title: '6. Cookie dan Penyimpanan Lokal',
    paragraphs: [
      'Kami menggunakan cookie yang benar-benar diperlukan agar Anda dapat masuk dan tetap terhubung dengan aman, yaitu cookie sesi yang tidak dapat dibaca oleh skrip di halaman. Peramban Anda juga menyimpan penanda kecil di penyimpanan lokal untuk mengingat bahwa Anda sedang masuk.',
      'Cookie tersebut tidak digunakan untuk iklan. Jika Anda menonaktifkan cookie di peramban, Anda masih dapat membaca situs ini, tetapi tidak dapat masuk ke dasbor. Apabila kelak kami menggunakan jenis cookie lain, kami akan memperbarui kebijakan ini terlebih dahulu.',
    ],
  },
  {
    title: '7. Perubahan Kebijakan dan Cara Menghubungi Kami',
    paragraphs: [
      'Kami dapat memperbarui Kebijakan Privasi ini dari waktu ke waktu. Perubahan yang penting akan kami beritahukan melalui email atau pemberitahuan di dasbor sebelum mulai berlaku.',
      `Jika Anda memiliki pertanyaan, permintaan, atau keluhan terkait data pribadi, hubungi kami melalui email ${privacyEmail} atau surat ke ${companyName}, ${officeAddress}.`,
    ],
  },
];
