import { createFileRoute, Link } from '@tanstack/react-router';
import { headFromLoader, headLoader } from '../../lib/head.ts';

/** The path this document was loaded for: the server chose its page, so it is rendered here. */
const LOADED_PATH = typeof window === 'undefined' ? undefined : window.location.pathname;

/**
 * Any address no other route knows: the marketing header and footer stay, with a way back. The
 * server answers these paths with status 404 and this page prerendered (scripts/prerender.ts).
 *
 * Moving to such an address from another page loads it in full instead: the marketing bundle has
 * no app routes (main.tsx), so /login or /dashboard land here, and the server knows whether the
 * address is an app page or none. The router holds the old page until the browser leaves.
 */
export const Route = createFileRoute('/_site/$')({
  beforeLoad: ({ location, preload }) => {
    if (preload || LOADED_PATH === undefined || location.pathname === LOADED_PATH) return;
    window.location.assign(location.href);
    return new Promise<never>(() => {});
  },
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
