import type { Article } from '../types.ts';

export const studiKasusTokoKueRumahan: Article = {
  slug: 'studi-kasus-toko-kue-rumahan',
  title: 'Studi Kasus: Toko Kue Rumahan yang Tak Lagi Kewalahan Membalas Chat',
  excerpt:
    'Menjelang Lebaran, chat pesanan bisa menembus ratusan per hari. Begini cara sebuah usaha kue rumahan membagi tugas antara chatbot AI dan pemiliknya tanpa kehilangan sentuhan personal.',
  image: '/images/blog/studi-kasus-toko-kue-rumahan.svg',
  imageAlt: 'Ilustrasi etalase toko kue dengan gelembung chat WhatsApp di atasnya',
  date: '27 Oktober 2026',
  isoDate: '2026-10-27',
  category: 'Case Study',
  content: {
    intro:
      'Rania menjalankan usaha kue kering dari dapur rumahnya di Depok. Hampir semua pesanan datang lewat WhatsApp, dan selama bertahun-tahun ia membalas sendiri setiap chat, sering kali sambil menunggu loyang keluar dari oven. Di hari biasa cara itu masih sanggup dijalani. Menjelang Lebaran, ceritanya lain sama sekali.\n\n' +
      'Studi kasus ini bersifat ilustratif: kami menyusunnya dari pola yang paling sering kami temui pada usaha kuliner rumahan, supaya langkah-langkahnya mudah ditiru. Angka yang kami sebut adalah gambaran, bukan janji hasil yang sama untuk setiap usaha.',
    sections: [
      {
        title: 'Masalahnya: Chat Menumpuk, Pesanan Terlewat',
        content:
          'Tiga minggu sebelum Lebaran, chat yang masuk bisa mencapai dua ratus per hari. Sebagian besar pertanyaannya itu-itu saja: harga per toples, varian rasa yang masih tersedia, ongkos kirim, dan kapan pre-order ditutup. Rania mengetik jawaban yang sama puluhan kali, sementara pesanan yang benar-benar siap dibayar malah tenggelam di bawah.\n\n' +
          'Akibatnya mudah ditebak. Pelanggan menunggu berjam-jam, lalu sebagian memesan di tempat lain. Catatan pesanan tersebar di buku tulis, tangkapan layar, dan ingatan. Beberapa kali pesanan yang sudah dibayar hampir terlewat karena bukti transfernya tertimbun chat baru.\n\n' +
          'Rania sebenarnya tidak kekurangan pembeli. Yang kurang adalah waktu dan cara kerja yang bisa ikut membesar ketika pesanan melonjak.',
      },
      {
        title: 'Langkah yang Diambil',
        content:
          'Rania berlangganan Balasin Lite paket Pro dan menghubungkan dua nomor: satu untuk pembeli eceran, satu lagi khusus reseller. Dengan begitu, pertanyaan harga grosir tidak bercampur dengan pesanan satu-dua toples.\n\n' +
          'Ia lalu menyiapkan chatbot AI dengan bahan yang sudah ia punya: daftar harga, daftar varian, jadwal pre-order, dan cara pembayaran. Chatbot menjawab pertanyaan-pertanyaan umum itu kapan saja, termasuk tengah malam, dan mengalihkan chat kepada Rania begitu pelanggan ingin memesan kue custom atau menyampaikan keluhan.\n\n' +
          'Terakhir, pesanan yang sudah pasti dicatat otomatis ke Google Sheets melalui integrasi bawaan. Rania tidak perlu lagi menyalin pesanan satu per satu, dan adiknya yang membantu bagian pengemasan bisa melihat daftar yang sama dari ponselnya.',
      },
      {
        title: 'Hasilnya Setelah Satu Musim Lebaran',
        content:
          'Pertanyaan umum kini terjawab dalam hitungan detik, bukan lagi berjam-jam. Rania memperkirakan hanya sekitar sepertiga chat yang masih perlu ia tangani sendiri, yaitu chat yang memang butuh keputusannya, seperti pesanan custom, permintaan pengiriman khusus, atau pelanggan yang kecewa.\n\n' +
          'Tidak ada lagi pesanan yang tercecer, karena semuanya tercatat rapi di satu lembar kerja. Saat pre-order dibuka kembali, ia mengirim broadcast hanya kepada pelanggan lama yang memang pernah meminta dikabari. Banyak dari mereka langsung memesan ulang.\n\n' +
          'Yang paling terasa bagi Rania justru bukan angka, melainkan ketenangan. Ia kembali punya waktu untuk hal yang paling ia kuasai: membuat kue yang enak.',
      },
      {
        title: 'Pelajaran untuk Usaha Kecil Lainnya',
        content:
          'Mulailah dari pertanyaan yang paling sering muncul. Baca ulang chat sebulan terakhir dan catat sepuluh pertanyaan teratas. Daftar itulah bahan pertama untuk chatbot Anda, dan biasanya sudah mencakup sebagian besar chat harian.\n\n' +
          'Tentukan sejak awal kapan chatbot harus menyerahkan percakapan kepada manusia. Pelanggan tidak keberatan dilayani chatbot untuk urusan sederhana, tetapi mereka ingin bicara dengan orang sungguhan ketika ada masalah atau permintaan khusus.\n\n' +
          'Terakhir, luangkan waktu sepekan sekali untuk membaca ulang percakapan yang dijawab chatbot. Perbaiki jawaban yang kurang tepat dan tambahkan pertanyaan baru yang mulai sering muncul. Sedikit perawatan rutin membuat chatbot makin membantu dari bulan ke bulan.',
      },
    ],
    conclusion:
      'Kisah Rania menunjukkan bahwa usaha kecil tidak perlu merekrut banyak admin untuk melayani lonjakan chat. Dengan membagi tugas secara jelas, yakni chatbot untuk pertanyaan yang berulang dan pemilik usaha untuk percakapan yang butuh sentuhan personal, pelanggan tetap terlayani cepat tanpa mengorbankan kehangatan khas usaha rumahan. Kuncinya adalah memulai dari masalah yang paling sering terjadi, lalu memperbaikinya sedikit demi sedikit.',
  },
};
