import { Link } from '@tanstack/react-router';

/** "Kembali ke Beranda" at the top of the product pages (spec route table). */
export function BackLink({ label }: { label: string }) {
  return (
    <Link to="/" className="back-link">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
