import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <main className="not-found" id="main">
      <h1>Halaman tidak ditemukan</h1>
      <p>Alamat yang Anda buka tidak ada atau sudah dipindahkan.</p>
      <Link to="/" className="button button-primary">
        Kembali ke beranda
      </Link>
    </main>
  );
}
