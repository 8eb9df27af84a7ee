import type { Catalogue } from './en.ts';

/** Bahasa Indonesia for the app area: the same keys as en.ts, every one of them. */
export const id: Catalogue = {
  'nav.whatsapp': 'WhatsApp',
  'nav.contacts': 'Kontak',
  'nav.settings': 'Pengaturan',
  'nav.signOut': 'Keluar',
  'numbers.title': 'Nomor WhatsApp',
  'numbers.lead': 'Nomor yang dijawab oleh layanan pelanggan AI Anda.',
  'numbers.add': 'Tambah Nomor',
  'numbers.search': 'Cari',
  'numbers.searchPlaceholder': 'Cari nama atau nomor',
  'numbers.status': 'Status',
  'numbers.loading': 'Memuat nomor WhatsApp...',
  'numbers.empty': 'Nomor WhatsApp tidak ditemukan',
  'numbers.emptyFirst':
    'Tambahkan nomor yang dihubungi pelanggan Anda, lalu hubungkan dari kartunya.',
  'numbers.emptyFiltered': 'Tidak ada nomor yang cocok dengan pencarian dan status ini.',
  'numbers.listLabel': 'Nomor WhatsApp Anda',
  'contacts.title': 'Kontak',
  'contacts.lead': 'Pelanggan yang menghubungi usaha Anda lewat WhatsApp.',
  'contacts.comingTitle': 'Kontak segera hadir',
  'contacts.comingText':
    'Semua orang yang mengirim pesan ke nomor WhatsApp Anda akan tercantum di sini, lengkap dengan riwayat percakapan, tag, dan catatan.',
  'shell.openMenu': 'Buka menu',
  'shell.closeMenu': 'Tutup menu',
  'shell.menu': 'Menu',
  'shell.sidebar': 'Bilah samping',
  'shell.expandSidebar': 'Lebarkan bilah samping',
  'shell.collapseSidebar': 'Ciutkan bilah samping',
  'settings.title': 'Pengaturan',
  'settings.lead': 'Detail akun dan usaha Anda.',
  'settings.account': 'Akun',
  'settings.name': 'Nama',
  'settings.email': 'Email',
  'settings.business': 'Usaha',
  'settings.whatsapp': 'WhatsApp',
  'settings.language': 'Bahasa',
  'settings.languageHint': 'Dasbor memakai bahasa ini setiap kali Anda masuk di sini.',
  'settings.comingTitle': 'Pengaturan lainnya segera hadir',
  'settings.comingText':
    'Mengubah detail, kata sandi, dan preferensi notifikasi Anda akan tersedia di sini.',
};
