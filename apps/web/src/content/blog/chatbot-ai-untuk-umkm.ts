import type { Article } from '../types.ts';

export const chatbotAiUntukUmkm: Article = {
  slug: 'chatbot-ai-untuk-umkm',
  title: 'Chatbot AI untuk UMKM: Bukan Lagi Teknologi Milik Perusahaan Besar',
  excerpt:
    'Chatbot AI kini terjangkau untuk usaha kecil. Kenali bedanya dengan balasan otomatis biasa, pekerjaan apa yang cocok diserahkan kepadanya, dan kapan pelanggan tetap perlu dilayani manusia.',
  image: '/images/blog/chatbot-ai-untuk-umkm.svg',
  imageAlt: 'Ilustrasi robot ramah yang membalas gelembung chat dari beberapa pelanggan',
  date: '8 September 2026',
  isoDate: '2026-09-08',
  category: 'Teknologi',
  content: {
    intro:
      'Beberapa tahun lalu, chatbot identik dengan perusahaan besar: bank, maskapai, atau operator seluler yang punya anggaran besar dan tim IT sendiri. Sekarang keadaannya sudah berubah. Kemajuan kecerdasan buatan membuat chatbot yang benar-benar memahami pertanyaan pelanggan bisa dipakai oleh warung makan, toko online, atau bengkel dengan biaya langganan tahunan.\n\n' +
      'Meski begitu, chatbot AI bukan tongkat ajaib. Agar manfaatnya terasa, Anda perlu tahu apa yang bisa ia kerjakan dengan baik dan di mana batasnya.',
    sections: [
      {
        title: 'Apa Bedanya dengan Balasan Otomatis Biasa?',
        content:
          'Balasan otomatis biasa bekerja dengan aturan kaku. Jika pelanggan mengetik kata “harga”, sistem mengirim daftar harga. Jika pelanggan menulis “berapa ya kak kalau beli 3?”, sistem kebingungan karena kata kuncinya tidak persis sama. Pelanggan pun sering terjebak dalam menu “ketik 1, ketik 2” yang melelahkan.\n\n' +
          'Chatbot AI memakai pemrosesan bahasa alami untuk memahami maksud pertanyaan, bukan sekadar mencocokkan kata. Ia mengerti bahwa “ongkir ke Medan berapa?” dan “kirim ke Sumut kena berapa?” adalah pertanyaan yang mirip, bahkan ketika ditulis dengan singkatan atau bahasa sehari-hari.\n\n' +
          'Karena memahami konteks, chatbot AI juga bisa menanggapi pertanyaan lanjutan dalam percakapan yang sama. Pelanggan cukup bertanya dengan gaya bahasanya sendiri, tanpa harus menghafal menu.',
      },
      {
        title: 'Pekerjaan yang Cocok Diserahkan ke Chatbot',
        content:
          'Chatbot AI paling unggul untuk pertanyaan yang sering muncul dan jawabannya jelas: harga, stok, jam buka, lokasi, cara pembayaran, estimasi pengiriman, serta syarat penukaran barang. Pertanyaan seperti ini biasanya mendominasi chat harian dan paling menyita waktu tim.\n\n' +
          'Chatbot juga berguna di luar jam kerja. Pelanggan yang bertanya pukul sebelas malam tetap mendapat jawaban saat itu juga, bukan keesokan harinya. Bagi banyak usaha, inilah momen ketika calon pembeli sedang paling siap memutuskan.\n\n' +
          'Selain itu, chatbot bisa membantu mengumpulkan informasi awal sebelum percakapan diteruskan ke tim, misalnya nama, nomor pesanan, atau foto produk yang bermasalah. Saat tim mengambil alih, mereka tidak perlu lagi bertanya dari awal.',
      },
      {
        title: 'Kapan Pelanggan Harus Dialihkan ke Manusia',
        content:
          'Ada percakapan yang sebaiknya tidak ditangani chatbot: keluhan yang emosional, permintaan pengembalian dana, negosiasi pesanan dalam jumlah besar, atau pertanyaan yang jawabannya belum pernah Anda berikan kepada chatbot. Dalam situasi seperti ini, pelanggan ingin didengar oleh orang sungguhan.\n\n' +
          'Tetapkan aturan pengalihan yang jelas. Misalnya, chatbot langsung menyerahkan percakapan ketika pelanggan menulis “mau bicara dengan admin”, ketika nada pesan terdeteksi negatif, atau ketika chatbot tidak yakin dengan jawabannya. Jujur mengatakan “Sebentar ya, Kak, saya sambungkan ke tim kami” jauh lebih baik daripada memberi jawaban yang keliru.\n\n' +
          'Bersikaplah terbuka bahwa pelanggan sedang dilayani asisten virtual. Kebanyakan pelanggan tidak keberatan, asalkan jawabannya membantu dan jalan menuju manusia selalu tersedia.',
      },
      {
        title: 'Memulai Tanpa Ribet',
        content:
          'Anda tidak perlu menyiapkan semuanya sekaligus. Kumpulkan bahan yang sudah ada, seperti daftar harga, katalog produk, kebijakan pengiriman, dan jawaban atas sepuluh pertanyaan yang paling sering diajukan. Bahan sederhana ini sudah cukup untuk membuat chatbot langsung berguna di hari pertama.\n\n' +
          'Uji chatbot sendiri sebelum dibuka untuk pelanggan. Ajukan pertanyaan dengan berbagai gaya, termasuk typo dan singkatan yang biasa dipakai pelanggan Anda. Setelah berjalan, baca ulang percakapannya secara rutin dan perbaiki jawaban yang kurang pas.\n\n' +
          'Terakhir, pastikan data pelanggan tetap terjaga. Pilih layanan yang jelas kebijakan privasinya dan jangan pernah meminta chatbot mengumpulkan data sensitif, seperti PIN atau kata sandi, yang memang tidak diperlukan.',
      },
    ],
    conclusion:
      'Chatbot AI sudah bukan lagi kemewahan bagi perusahaan besar. Untuk UMKM, chatbot adalah rekan kerja yang tak pernah tidur: menjawab pertanyaan yang berulang, melayani pelanggan di luar jam kerja, dan menyiapkan informasi sebelum tim Anda turun tangan. Kuncinya adalah membagi tugas dengan jelas, yaitu chatbot untuk hal-hal rutin dan manusia untuk percakapan yang butuh empati serta keputusan.',
  },
};
