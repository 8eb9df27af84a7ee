import { createFileRoute, Link } from '@tanstack/react-router';
import { headFromLoader, headLoader } from '../../lib/head.ts';

/**
 * Any address no other route knows: the marketing header and footer stay, with a way back. The
 * server answers these paths with status 404 and this page prerendered (scripts/prerender.ts).
 */
export const Route = createFileRoute('/_site/$')({
  loader: headLoader({
    title: 'Halaman tidak ditemukan',
    description: 'Alamat yang Anda buka tidak ada atau sudah dipindahkan.',
    path: '/404',
    noindex: true,
  }),
  head: headFromLoader,
  component: NotFoundPage,
});

function NotFoundPage() {
  return (
    <div className="container page-section not-found">
      <p className="eyebrow">404</p>
      <h1>Halaman tidak ditemukan</h1>
      <p className="lead">Alamat yang Anda buka tidak ada atau sudah dipindahkan.</p>
      <div className="hero-actions">
        <Link to="/" className="button button-primary">
          Kembali ke beranda
        </Link>
        <Link to="/blog" className="button">
          Baca blog
        </Link>
      </div>
    </div>
  );
}
