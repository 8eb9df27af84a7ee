import type { Article } from '../types.ts';

export const templateBalasanWhatsappYangEfektif: Article = {
  slug: 'template-balasan-whatsapp-yang-efektif',
  title: '7 Template Balasan WhatsApp yang Membuat Pelanggan Merasa Dihargai',
  excerpt:
    'Template balasan menghemat waktu, tetapi jangan sampai terdengar seperti mesin. Berikut tujuh contoh siap pakai beserta prinsip menulisnya agar tetap hangat dan personal.',
  image: '/images/blog/template-balasan-whatsapp-yang-efektif.svg',
  imageAlt: 'Ilustrasi tumpukan kartu template pesan dengan gelembung chat berwarna hijau',
  date: '24 September 2026',
  isoDate: '2026-09-24',
  category: 'Tips & Trik',
  content: {
    intro:
      'Tim layanan pelanggan di usaha kecil biasanya menjawab pertanyaan yang sama berkali-kali dalam sehari. Template balasan adalah cara termudah untuk menghemat waktu sekaligus memastikan setiap pelanggan mendapat informasi yang sama lengkapnya, siapa pun yang sedang berjaga.\n\n' +
      'Namun template yang ditulis asal-asalan justru membuat pelanggan merasa sedang berbicara dengan mesin. Artikel ini membahas prinsip menulis template yang tetap terasa manusiawi, lengkap dengan tujuh contoh yang bisa langsung Anda sesuaikan.',
    sections: [
      {
        title: 'Prinsip Template yang Tidak Terasa Kaku',
        content:
          'Sapa dengan nama. Satu kata “Kak Dina” di awal pesan membuat balasan yang sama terasa jauh lebih personal. Di semua contoh di bawah, bagian dalam kurung siku seperti [Nama] adalah bagian yang perlu Anda ganti setiap kali mengirim.\n\n' +
          'Tulis seperti Anda berbicara. Hindari kalimat baku yang terlalu resmi, seperti “Dengan hormat, bersama ini kami sampaikan”. Gunakan bahasa yang sopan tetapi santai, sesuai karakter usaha Anda. Toko pakaian anak muda tentu boleh lebih santai daripada klinik kesehatan.\n\n' +
          'Jaga agar tetap singkat dan selalu akhiri dengan langkah berikutnya. Pelanggan membaca WhatsApp di ponsel, jadi paragraf panjang cenderung dilewati. Setiap template sebaiknya menjawab satu hal, lalu memberi tahu pelanggan apa yang bisa ia lakukan selanjutnya.',
      },
      {
        title: 'Template untuk Sapaan dan Pertanyaan Harga',
        content:
          'Template 1, sapaan pertama: “Halo Kak [Nama], terima kasih sudah menghubungi [Nama Toko]! Ada yang bisa kami bantu hari ini? Kakak bisa langsung sebutkan produk yang dicari, ya.”\n\n' +
          'Template 2, di luar jam kerja: “Halo Kak [Nama], terima kasih atas pesannya. Saat ini kami sedang di luar jam operasional (Senin–Sabtu, 08.00–20.00 WIB). Pesan Kakak sudah kami terima dan akan kami balas paling lambat besok pagi.”\n\n' +
          'Template 3, informasi harga: “Untuk [Nama Produk], harganya Rp [harga] per [satuan], Kak. Stok saat ini masih tersedia. Kalau Kakak mau pesan, cukup kirim nama, alamat lengkap, dan jumlah pesanan, nanti langsung kami hitungkan total beserta ongkirnya.”',
      },
      {
        title: 'Template untuk Konfirmasi Pesanan dan Keterlambatan',
        content:
          'Template 4, konfirmasi pesanan: “Terima kasih, Kak [Nama]! Pesanan Kakak sudah kami terima: [ringkasan pesanan]. Total pembayaran Rp [total]. Setelah transfer, mohon kirimkan bukti pembayarannya di sini, ya. Pesanan akan kami proses di hari yang sama.”\n\n' +
          'Template 5, keterlambatan pengiriman: “Kak [Nama], kami mohon maaf, pengiriman pesanan Kakak mengalami keterlambatan karena [alasan singkat]. Perkiraan barang tiba [tanggal]. Nomor resinya [nomor resi], dan kami akan terus memantau sampai paket diterima.”\n\n' +
          'Perhatikan bahwa template keterlambatan tidak menunggu pelanggan bertanya. Mengabari lebih dulu hampir selalu lebih baik daripada menjawab pelanggan yang sudah terlanjur kesal.',
      },
      {
        title: 'Template untuk Keluhan dan Penutup Percakapan',
        content:
          'Template 6, menanggapi keluhan: “Kak [Nama], terima kasih sudah memberi tahu kami, dan mohon maaf atas ketidaknyamanannya. Boleh kirimkan foto produknya? Kami akan segera cek dan memberikan solusi, baik penukaran maupun pengembalian dana, sesuai kondisinya.” Untuk keluhan, template hanyalah pembuka. Lanjutkan dengan balasan yang ditulis sendiri.\n\n' +
          'Template 7, penutup percakapan: “Senang bisa membantu, Kak [Nama]! Kalau nanti ada pertanyaan lagi, langsung chat kami di sini saja. Semoga harinya menyenangkan!”\n\n' +
          'Simpan ketujuh template ini di satu tempat yang bisa diakses seluruh tim, misalnya fitur template balasan di Balasin. Tinjau ulang setiap beberapa bulan: hapus yang jarang dipakai dan perbarui yang informasinya sudah berubah, seperti harga atau jam operasional.',
      },
    ],
    conclusion:
      'Template balasan yang baik bukan sekadar teks yang disalin dan ditempel, melainkan titik awal percakapan yang rapi dan konsisten. Sapa pelanggan dengan namanya, gunakan bahasa yang sesuai dengan karakter usaha Anda, jaga agar tetap singkat, dan selalu beri tahu langkah berikutnya. Dengan tujuh template di atas, tim Anda bisa membalas lebih cepat tanpa kehilangan kehangatan.',
  },
};
