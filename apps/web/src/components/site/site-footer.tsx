import { BRAND } from '@balasin/shared/brand';
import { Link } from '@tanstack/react-router';

/**
 * The public footer: the five links the spec lists (section 2). It names the brand, not the
 * operator's company: the company's details are admin settings fetched at run time, shown on
 * /contact and on invoices, and fetching them on every page would cost each visitor a request
 * and the home page's JavaScript budget.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav aria-label="Tautan situs">
          <ul className="site-footer-links">
            <li>
              <Link to="/pro">Balasin Pro</Link>
            </li>
            <li>
              <Link to="/about">Tentang Kami</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/privacy">Kebijakan Privasi</Link>
            </li>
            <li>
              <Link to="/terms">Syarat dan Ketentuan</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer-note">
          © {BRAND}: layanan pelanggan AI di WhatsApp untuk UMKM Indonesia.
        </p>
      </div>
    </footer>
  );
}
