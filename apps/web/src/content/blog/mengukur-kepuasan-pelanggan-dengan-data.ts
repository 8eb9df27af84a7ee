import type { Article } from '../types.ts';

export const mengukurKepuasanPelangganDenganData: Article = {
  slug: 'mengukur-kepuasan-pelanggan-dengan-data',
  title: 'Mengukur Kepuasan Pelanggan dari Data Percakapan WhatsApp',
  excerpt:
    'Waktu respons, skor kepuasan, sentimen, dan tag percakapan: empat sumber data sederhana yang membantu Anda tahu apa yang sebenarnya dirasakan pelanggan.',
  image: '/images/blog/mengukur-kepuasan-pelanggan-dengan-data.svg',
  imageAlt:
    'Ilustrasi dasbor analitik dengan grafik batang, grafik garis, dan indikator kepuasan pelanggan',
  date: '12 Oktober 2026',
  isoDate: '2026-10-12',
  category: 'Data Analytics',
  content: {
    intro:
      'Banyak pemilik usaha menilai layanan pelanggannya dari perasaan: “Sepertinya pelanggan puas, jarang ada yang komplain.” Masalahnya, sebagian besar pelanggan yang kecewa tidak mengeluh. Mereka diam, lalu pelan-pelan berhenti membeli.\n\n' +
      'Kabar baiknya, setiap percakapan WhatsApp sebenarnya meninggalkan jejak data yang bisa dibaca. Anda tidak perlu menjadi analis data untuk memanfaatkannya. Cukup tahu angka mana yang penting dan bagaimana menindaklanjutinya.',
    sections: [
      {
        title: 'Mengapa Perasaan Saja Tidak Cukup',
        content:
          'Ingatan kita cenderung menyimpan kejadian yang paling mencolok: satu pelanggan yang marah besar atau satu pujian yang menyenangkan. Padahal, gambaran yang sebenarnya ada pada ratusan percakapan biasa yang tidak kita ingat sama sekali.\n\n' +
          'Data membantu Anda melihat pola. Misalnya, ternyata chat yang masuk setelah pukul delapan malam rata-rata baru dibalas keesokan paginya, atau pertanyaan soal pengiriman melonjak setiap awal bulan. Pola seperti ini nyaris mustahil terlihat kalau Anda hanya mengandalkan kesan sehari-hari.',
      },
      {
        title: 'Empat Angka yang Perlu Dipantau',
        content:
          'Pertama, waktu respons pertama: berapa lama pelanggan menunggu sampai mendapat balasan pertama. Di WhatsApp, pelanggan terbiasa dengan percakapan yang cepat, sehingga menunggu berjam-jam terasa seperti diabaikan. Kedua, waktu penyelesaian: berapa lama sebuah masalah benar-benar tuntas, bukan sekadar dibalas.\n\n' +
          'Ketiga, skor kepuasan pelanggan atau CSAT. Caranya sederhana: setelah percakapan selesai, kirim satu pertanyaan singkat, misalnya “Seberapa puas Anda dengan bantuan kami hari ini? Balas dengan angka 1 sampai 5.” Hitung persentase pelanggan yang menjawab 4 atau 5. Itulah skor CSAT Anda.\n\n' +
          'Keempat, volume chat per jam dan per hari. Angka ini bukan ukuran kepuasan secara langsung, tetapi menjelaskan banyak hal. Jika waktu respons memburuk setiap Senin pagi, penyebabnya mungkin bukan tim yang malas, melainkan jumlah chat yang memang melonjak setelah akhir pekan.',
      },
      {
        title: 'Membaca Sentimen dan Tag Percakapan',
        content:
          'Tidak semua pelanggan mau mengisi survei. Di sinilah analisis sentimen berguna. Sistem membaca nada setiap percakapan, apakah positif, netral, atau negatif, sehingga Anda bisa melihat suasana hati pelanggan secara keseluruhan, termasuk dari mereka yang tidak pernah menjawab survei.\n\n' +
          'Tag percakapan melengkapi gambaran itu. Beri label pada setiap percakapan sesuai topiknya, misalnya “Pengiriman”, “Pembayaran”, atau “Produk Rusak”. Setelah beberapa minggu, Anda bisa melihat topik mana yang paling sering muncul dan topik mana yang paling sering bernada negatif.\n\n' +
          'Gabungan keduanya sering kali membuka mata. Misalnya, percakapan bertag “Pengiriman” ternyata paling banyak bersentimen negatif. Itu pertanda masalahnya ada pada jasa kirim atau informasi estimasi tiba, bukan pada cara tim Anda membalas.',
      },
      {
        title: 'Dari Angka ke Tindakan',
        content:
          'Data baru berguna jika diikuti tindakan. Sisihkan tiga puluh menit setiap pekan untuk melihat keempat angka tadi bersama tim. Bandingkan dengan pekan sebelumnya, lalu pilih satu hal saja untuk diperbaiki.\n\n' +
          'Tindakannya bisa sangat sederhana: menambah satu orang yang berjaga di jam sibuk, memperbarui template balasan untuk pertanyaan yang sering disalahpahami, atau memperjelas informasi ongkos kirim di katalog. Perubahan kecil yang konsisten jauh lebih berdampak daripada perombakan besar yang hanya dilakukan sekali.\n\n' +
          'Tetapkan target yang realistis, misalnya waktu respons pertama di bawah lima menit pada jam kerja atau skor CSAT di atas 85 persen. Target yang jelas membuat tim tahu persis apa yang sedang dikejar.',
      },
    ],
    conclusion:
      'Mengukur kepuasan pelanggan tidak harus rumit. Mulailah dari empat angka: waktu respons pertama, waktu penyelesaian, skor CSAT, dan volume chat. Lengkapi dengan analisis sentimen dan tag percakapan agar Anda tahu bukan hanya seberapa puas pelanggan, tetapi juga mengapa. Yang terpenting, jadikan peninjauan data sebagai kebiasaan mingguan, karena perbaikan kecil yang terus-menerus itulah yang membuat pelanggan bertahan.',
  },
};
