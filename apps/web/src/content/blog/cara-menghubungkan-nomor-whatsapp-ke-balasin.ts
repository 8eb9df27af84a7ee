import type { Article } from '../types.ts';

export const caraMenghubungkanNomorWhatsappKeBalasin: Article = {
  slug: 'cara-menghubungkan-nomor-whatsapp-ke-balasin',
  title: 'Cara Menghubungkan Nomor WhatsApp ke Balasin dalam Empat Langkah',
  excerpt:
    'Panduan praktis dari awal sampai akhir: menambahkan nomor WhatsApp usaha, memindai kode QR, menyimpan token API, hingga mengirim pesan pertama lewat REST API.',
  image: '/images/blog/cara-menghubungkan-nomor-whatsapp-ke-balasin.svg',
  imageAlt: 'Ilustrasi ponsel yang menampilkan kode QR tersambung ke dasbor di layar laptop',
  date: '10 November 2026',
  isoDate: '2026-11-10',
  category: 'Tutorial',
  content: {
    intro:
      'Setelah langganan Anda aktif, pekerjaan pertama yang paling penting adalah menghubungkan nomor WhatsApp usaha ke dasbor Balasin. Begitu nomor tersambung, semua fitur bisa langsung dipakai, mulai dari chatbot AI yang membalas pelanggan sampai pengiriman pesan otomatis dari sistem Anda sendiri.\n\n' +
      'Panduan ini mengikuti urutan Quick Start Guide yang ada di dasbor. Siapkan ponsel yang berisi nomor WhatsApp usaha, pastikan koneksi internetnya stabil, dan sisihkan kira-kira sepuluh menit. Menu di dasbor memakai bahasa Inggris, jadi nama tombol kami tulis persis seperti yang tampil di layar.',
    sections: [
      {
        title: 'Sebelum Mulai: Pastikan Tiga Hal Ini',
        content:
          'Pertama, pastikan langganan Anda sudah aktif. Setelah Anda mendaftar dan melakukan transfer bank, tim kami memeriksa pembayaran lalu mengaktifkan langganan. Kalau saat menambahkan nomor muncul pesan “No active subscription found”, artinya pembayaran masih dalam proses verifikasi. Tunggu sebentar atau hubungi kami bila sudah lebih dari satu hari kerja.\n\n' +
          'Kedua, gunakan nomor yang memang dipakai untuk usaha, masih aktif, dan bisa menerima pesan. Hindari nomor pribadi yang juga dipakai untuk grup keluarga, karena semua percakapan di nomor itu akan ikut terbaca oleh sistem.\n\n' +
          'Ketiga, cek kuota nomor di paket Anda. Paket Basic memuat hingga 4 nomor WhatsApp, paket Pro hingga 6 nomor, dan paket Enterprise hingga 10 nomor. Jika kuota sudah penuh, dasbor akan menolak penambahan nomor baru sampai Anda menghapus salah satu nomor atau pindah ke paket yang lebih besar.',
      },
      {
        title: 'Langkah 1: Tambahkan Nomor di Dasbor',
        content:
          'Masuk ke dasbor, buka menu WhatsApp, lalu klik tombol Add Number. Isi kolom nama usaha dengan nama yang mudah dikenali tim, misalnya “Toko Berkah – Admin Penjualan”. Nama ini akan tampil di kartu nomor, sehingga sangat membantu kalau Anda mengelola lebih dari satu nomor.\n\n' +
          'Negara Indonesia (+62) sudah terpilih. Ketik nomor Anda tanpa angka 0 di depan: tulis 81234567890, bukan 081234567890. Kode negara akan ditambahkan otomatis sehingga nomor tersimpan dalam format lengkap seperti +6281234567890. Jika muncul pesan “Invalid WhatsApp number format”, periksa lagi apakah ada digit yang kurang atau berlebih.\n\n' +
          'Setelah disimpan, nomor akan muncul di daftar dengan status Disconnected. Ini wajar, karena nomor tersebut belum ditautkan ke perangkat mana pun. Langkah berikutnya akan mengubah statusnya menjadi Connected.',
      },
      {
        title: 'Langkah 2: Pindai Kode QR dari Ponsel',
        content:
          'Buka WhatsApp di ponsel, masuk ke menu Perangkat Tertaut (Linked Devices), lalu pilih Tautkan Perangkat. Arahkan kamera ponsel ke kode QR yang tampil di dasbor Balasin. Caranya sama seperti saat Anda membuka WhatsApp Web di komputer.\n\n' +
          'Tunggu beberapa detik sampai status nomor berubah dari Connecting menjadi Connected. Anda bisa memakai filter status di atas daftar untuk memantau nomor yang masih dalam proses. Bila kode QR keburu kedaluwarsa, muat ulang kodenya lalu pindai sekali lagi.\n\n' +
          'Satu kebiasaan kecil yang sering terlupa: buka WhatsApp di ponsel utama secara berkala. WhatsApp dapat melepas perangkat tertaut jika ponsel utama terlalu lama tidak aktif. Kalau suatu saat status kembali menjadi Disconnected, cukup ulangi pemindaian kode QR.',
      },
      {
        title: 'Langkah 3 dan 4: Simpan Token API, Lalu Kirim Pesan Pertama',
        content:
          'Setiap nomor yang terhubung memiliki token API. Anggap token ini seperti kunci toko: simpan di tempat yang aman, jangan dibagikan di grup chat, dan jangan ditaruh di kode yang bisa dilihat publik. Jika token sampai bocor, segera hubungi kami.\n\n' +
          'Dengan token tersebut, sistem Anda, entah toko online, aplikasi kasir, atau skrip sederhana buatan pengembang langganan Anda, dapat mengirim pesan melalui REST API. Contoh pemakaiannya antara lain notifikasi pesanan masuk, pengingat pembayaran, dan pengiriman nomor resi.\n\n' +
          'Mulailah dengan satu pesan uji ke nomor Anda sendiri. Setelah pesan itu benar-benar masuk, barulah sambungkan ke alur otomatis. Ingat juga untuk hanya mengirim pesan kepada pelanggan yang sudah setuju dihubungi. Pesan massal tanpa izin bisa membuat nomor Anda dibatasi oleh WhatsApp.',
      },
    ],
    conclusion:
      'Menghubungkan nomor WhatsApp ke Balasin hanya butuh empat langkah: tambahkan nomor, pindai kode QR, simpan token API, lalu kirim pesan uji. Setelah semuanya tersambung, Anda bisa beralih ke pekerjaan yang lebih menyenangkan, yaitu menyiapkan chatbot dan template balasan agar pelanggan terlayani lebih cepat. Kalau ada langkah yang tersendat, tim kami siap membantu melalui halaman Kontak.',
  },
};
