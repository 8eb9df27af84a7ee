import type { Article } from '../types.ts';

export const whatsappBusinessUntukLayananPelanggan: Article = {
  slug: 'whatsapp-business-untuk-layanan-pelanggan',
  title: 'WhatsApp Business untuk Layanan Pelanggan: Apa yang Sebenarnya Diharapkan Pelanggan',
  excerpt:
    'Bagi pelanggan di Indonesia, WhatsApp adalah meja layanan Anda. Pahami harapan mereka, pilih antara aplikasi WhatsApp Business dan WhatsApp Business API, dan jaga nomor Anda tetap aman.',
  image: '/images/blog/whatsapp-business-untuk-layanan-pelanggan.svg',
  imageAlt: 'Ilustrasi ponsel berisi percakapan layanan pelanggan dengan ikon toko di sampingnya',
  date: '19 Agustus 2026',
  isoDate: '2026-08-19',
  category: 'Insight',
  content: {
    intro:
      'Coba perhatikan kebiasaan pelanggan Anda. Sebelum membeli, mereka bertanya lewat WhatsApp. Setelah membeli, mereka menanyakan resi lewat WhatsApp. Kalau ada masalah, mereka pun mengeluh lewat WhatsApp. Bagi sebagian besar pelanggan di Indonesia, WhatsApp bukan lagi sekadar aplikasi chat, melainkan meja layanan usaha Anda.\n\n' +
      'Artinya, kualitas layanan di WhatsApp sangat menentukan kesan pelanggan terhadap usaha Anda secara keseluruhan. Artikel ini membahas apa yang diharapkan pelanggan dan bagaimana menyiapkan WhatsApp agar siap memenuhinya.',
    sections: [
      {
        title: 'WhatsApp Sudah Menjadi Meja Layanan',
        content:
          'Pelanggan memilih WhatsApp karena praktis. Mereka tidak perlu mengisi formulir, menunggu email, atau antre di telepon. Cukup kirim pesan, lalu lanjutkan aktivitas sambil menunggu balasan. Riwayat percakapan pun tersimpan rapi, sehingga mudah dilihat kembali.\n\n' +
          'Karena terasa begitu personal, harapan pelanggan juga ikut naik. Mereka membandingkan balasan usaha Anda dengan balasan teman dan keluarga yang biasanya datang dalam hitungan menit. Balasan yang datang keesokan harinya mudah terasa seperti diabaikan, meskipun sebenarnya tim Anda sedang sibuk melayani pelanggan lain.',
      },
      {
        title: 'Aplikasi WhatsApp Business atau WhatsApp Business API?',
        content:
          'Aplikasi WhatsApp Business gratis dan cocok untuk usaha yang baru mulai. Fiturnya sudah cukup membantu: profil bisnis, katalog produk, label chat, balasan cepat, serta pesan sapaan dan pesan di luar jam kerja. Keterbatasannya mulai terasa ketika chat makin banyak dan harus dibalas oleh beberapa orang sekaligus.\n\n' +
          'WhatsApp Business API, yang kini disebut WhatsApp Business Platform, dirancang untuk skala yang lebih besar. Banyak agen bisa melayani dari satu nomor, percakapan bisa dibagi secara otomatis, dan nomor dapat diintegrasikan dengan chatbot, CRM, atau sistem pesanan. Sebagai gantinya, ada aturan yang lebih ketat. Misalnya, di luar jendela 24 jam sejak pesan terakhir pelanggan, usaha hanya boleh memulai percakapan dengan template pesan yang sudah disetujui.\n\n' +
          'Tidak ada pilihan yang selalu benar. Ukurannya sederhana: jika satu atau dua orang masih sanggup membalas semua chat dengan cepat, aplikasi biasa sudah memadai. Jika chat mulai terlewat, tim saling menunggu giliran memegang ponsel, atau Anda ingin membalas secara otomatis, sudah saatnya beralih ke solusi yang lebih lengkap.',
      },
      {
        title: 'Kecepatan, Konsistensi, dan Sentuhan Personal',
        content:
          'Kecepatan adalah harapan pertama. Pelanggan tidak selalu menuntut masalahnya selesai saat itu juga, tetapi mereka ingin tahu bahwa pesannya sudah diterima. Balasan singkat seperti “Baik, Kak, kami cek dulu, ya” sudah jauh lebih baik daripada diam.\n\n' +
          'Konsistensi adalah harapan kedua. Jawaban tentang harga, stok, atau kebijakan retur harus sama, siapa pun yang sedang membalas. Template balasan dan basis pengetahuan bersama membantu seluruh tim berbicara dengan satu suara.\n\n' +
          'Harapan ketiga sering terlupakan, yaitu merasa dikenali. Pelanggan senang ketika tidak perlu mengulang cerita dari awal setiap kali menghubungi Anda. Catatan dan tag pada kontak membuat siapa pun di tim bisa melanjutkan percakapan dengan konteks yang lengkap.',
      },
      {
        title: 'Menjaga Nomor Tetap Aman dari Pemblokiran',
        content:
          'Nomor WhatsApp adalah aset usaha. Jika nomor dibatasi atau diblokir, Anda bisa kehilangan akses ke ribuan pelanggan dalam sekejap. Penyebab paling umum adalah mengirim pesan massal kepada orang yang tidak pernah meminta dihubungi, sehingga banyak penerima melaporkan atau memblokir nomor tersebut.\n\n' +
          'Biasakan meminta izin sebelum mengirim promosi, misalnya dengan menawarkan “Mau kami kabari kalau ada promo?” di akhir percakapan. Beri cara mudah untuk berhenti berlangganan, kirim pesan yang relevan, dan jangan mengirim pesan yang sama persis ke ratusan nomor asing dalam waktu singkat.\n\n' +
          'Lengkapi juga profil bisnis Anda dengan nama, alamat, jam buka, dan deskripsi usaha yang jelas. Profil yang lengkap membuat pelanggan lebih percaya dan lebih kecil kemungkinannya menganggap pesan Anda sebagai spam.',
      },
    ],
    conclusion:
      'WhatsApp telah menjadi meja layanan utama bagi pelanggan di Indonesia, sehingga cara Anda membalas di sana ikut membentuk citra usaha Anda. Pilih alat yang sesuai dengan volume chat, penuhi tiga harapan utama pelanggan, yaitu balasan yang cepat, jawaban yang konsisten, dan layanan yang terasa personal, serta jaga nomor Anda dengan hanya menghubungi pelanggan yang memang bersedia dihubungi. Dengan fondasi ini, WhatsApp akan menjadi saluran yang mendatangkan pelanggan setia, bukan sumber kewalahan.',
  },
};
