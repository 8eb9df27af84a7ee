import { companyName, email } from './contact.ts';
import type { LegalSection, PageMeta } from './types.ts';

/** The page's title, without the brand (the app appends " | Balasin"), and a 120–160 character description. */
export const meta: PageMeta = {
  title: 'Syarat dan Ketentuan',
  description:
    'Syarat dan ketentuan penggunaan layanan Balasin, termasuk akun, pembayaran lewat transfer bank, masa langganan, pengembalian dana, dan penggunaan yang dilarang.',
};

export const title = 'Syarat dan Ketentuan';

/** Label shown before the last-updated date; the page computes that date itself at read time. */
export const lastUpdatedLabel = 'Terakhir diperbarui';

export const intro = `Syarat dan Ketentuan ini mengatur penggunaan situs dan layanan Balasin yang disediakan oleh ${companyName} (“Balasin” atau “kami”). Mohon baca dengan saksama sebelum mendaftar atau menggunakan layanan.`;

/** Exactly ten sections. */
export const sections: LegalSection[] = [
  {
    title: '1. Penerimaan Ketentuan',
    paragraphs: [
      'Dengan mendaftar, mengakses, atau menggunakan layanan Balasin, Anda menyatakan telah membaca, memahami, dan menyetujui Syarat dan Ketentuan ini beserta Kebijakan Privasi kami. Jika Anda tidak setuju, mohon untuk tidak menggunakan layanan.',
      'Jika Anda mendaftar atas nama sebuah usaha atau badan usaha, Anda menyatakan berwenang untuk mengikatkan usaha tersebut pada ketentuan ini.',
    ],
  },
  {
    title: '2. Syarat Pengguna dan Akun',
    paragraphs: [
      'Untuk menggunakan layanan, Anda harus berusia minimal 18 tahun dan cakap secara hukum untuk membuat perjanjian.',
      'Anda wajib memberikan data pendaftaran yang benar dan terbaru, termasuk nama usaha, alamat email, dan nomor WhatsApp yang aktif. Anda bertanggung jawab menjaga kerahasiaan kata sandi serta atas seluruh aktivitas yang terjadi melalui akun Anda.',
      'Segera beri tahu kami apabila Anda menduga akun Anda digunakan tanpa izin. Kami dapat menangguhkan akun sementara untuk melindungi Anda dan pengguna lain.',
    ],
  },
  {
    title: '3. Layanan Balasin',
    paragraphs: [
      'Balasin menyediakan layanan pelanggan berbasis AI yang berpusat pada WhatsApp, antara lain pengelolaan nomor WhatsApp, chatbot AI, pengiriman pesan melalui API, dan fitur lain sesuai paket yang Anda pilih. Rincian fitur dan batas setiap paket, seperti jumlah nomor WhatsApp, kontak, agen, dan respons AI, tercantum di halaman harga.',
      'Kami dapat menambah, mengubah, atau menghentikan fitur tertentu untuk meningkatkan layanan. Perubahan yang mengurangi fitur utama paket Anda secara signifikan akan kami beritahukan terlebih dahulu.',
    ],
  },
  {
    title: '4. Harga dan Pembayaran',
    paragraphs: [
      `Harga setiap paket tercantum di situs dalam Rupiah. Pembayaran dilakukan melalui transfer bank ke rekening atas nama ${companyName}. Langganan aktif setelah pembayaran Anda kami verifikasi.`,
      'Kami dapat mengubah harga paket dari waktu ke waktu. Setiap perubahan harga akan diberitahukan paling lambat 30 hari sebelum berlaku melalui email atau dasbor. Perubahan harga tidak memengaruhi periode langganan yang sudah Anda bayar.',
      'Anda bertanggung jawab atas biaya transfer bank dan biaya lain yang dikenakan oleh bank Anda.',
    ],
  },
  {
    title: '5. Masa Langganan dan Pengembalian Dana',
    paragraphs: [
      'Langganan berlaku sesuai periode paket yang Anda pilih, yaitu tahunan atau bulanan, terhitung sejak langganan diaktifkan. Langganan tidak diperpanjang secara otomatis. Untuk melanjutkan, lakukan pembayaran perpanjangan sebelum masa langganan berakhir.',
      'Anda dapat berhenti berlangganan kapan saja. Namun, biaya untuk periode langganan yang sedang berjalan tidak dapat dikembalikan, baik seluruhnya maupun sebagian, dan layanan tetap dapat Anda gunakan hingga akhir periode tersebut.',
      'Jika langganan berakhir dan tidak diperpanjang, akses ke fitur berbayar akan dihentikan dan nomor WhatsApp yang terhubung dapat diputus dari layanan.',
    ],
  },
  {
    title: '6. Penggunaan yang Dilarang',
    paragraphs: [
      'Anda dilarang menggunakan Balasin untuk mengirim spam atau pesan massal kepada orang yang tidak memberikan persetujuan, menyebarkan penipuan, konten yang melanggar hukum, ujaran kebencian, atau konten pornografi, serta melanggar hak kekayaan intelektual atau privasi pihak lain.',
      'Anda wajib mematuhi ketentuan dan kebijakan WhatsApp yang berlaku. Anda juga dilarang mencoba mengakses sistem kami tanpa izin, mengganggu kinerja layanan, atau menyalahgunakan API di luar batas wajar paket Anda.',
      'Pelanggaran atas ketentuan ini dapat mengakibatkan penangguhan atau penghentian akun tanpa pengembalian dana.',
    ],
  },
  {
    title: '7. Data dan Konten Anda',
    paragraphs: [
      'Data kontak, isi percakapan, dan konten lain yang Anda masukkan ke Balasin tetap menjadi milik Anda. Anda memberi kami izin terbatas untuk memproses konten tersebut hanya sejauh diperlukan untuk menyediakan layanan.',
      'Anda bertanggung jawab memastikan bahwa Anda berhak memproses data pelanggan Anda, termasuk telah memperoleh persetujuan yang diperlukan menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi. Cara kami menangani data pribadi dijelaskan dalam Kebijakan Privasi.',
    ],
  },
  {
    title: '8. Ketersediaan Layanan dan Pihak Ketiga',
    paragraphs: [
      'Kami berupaya menjaga layanan tetap tersedia dan berjalan dengan baik, tetapi tidak menjamin layanan akan selalu bebas gangguan atau kesalahan. Pemeliharaan terjadwal akan kami beritahukan sebelumnya bila memungkinkan.',
      'Layanan Balasin bergantung pada layanan pihak ketiga, termasuk WhatsApp. Kami tidak bertanggung jawab atas perubahan kebijakan, gangguan, pembatasan, atau pemblokiran nomor yang dilakukan oleh pihak ketiga tersebut.',
      'Jawaban yang dihasilkan AI dapat saja kurang tepat. Anda bertanggung jawab meninjau pengaturan chatbot dan informasi yang disampaikan kepada pelanggan Anda.',
    ],
  },
  {
    title: '9. Batasan Tanggung Jawab',
    paragraphs: [
      'Sejauh diizinkan oleh hukum yang berlaku, Balasin tidak bertanggung jawab atas kerugian tidak langsung, kehilangan keuntungan, kehilangan data, atau kerugian usaha yang timbul dari penggunaan atau ketidakmampuan menggunakan layanan.',
      'Dalam keadaan apa pun, total tanggung jawab kami kepada Anda tidak melebihi jumlah biaya langganan yang Anda bayarkan untuk periode langganan saat kejadian yang menimbulkan tuntutan terjadi.',
    ],
  },
  {
    title: '10. Penghentian, Perubahan Ketentuan, dan Hukum yang Berlaku',
    paragraphs: [
      'Kami dapat menangguhkan atau menghentikan akun yang melanggar ketentuan ini. Anda dapat menghentikan penggunaan layanan kapan saja dengan menghubungi kami.',
      'Kami dapat memperbarui Syarat dan Ketentuan ini. Perubahan penting akan kami beritahukan melalui email atau dasbor, dan penggunaan layanan setelah perubahan berlaku berarti Anda menyetujuinya.',
      'Syarat dan Ketentuan ini tunduk pada hukum Republik Indonesia. Setiap perselisihan akan diselesaikan terlebih dahulu secara musyawarah, dan apabila tidak tercapai kesepakatan, melalui Pengadilan Negeri Jakarta Selatan.',
      `Pertanyaan mengenai Syarat dan Ketentuan ini dapat dikirim ke ${email}.`,
    ],
  },
];
