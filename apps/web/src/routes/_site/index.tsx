import { BRAND } from '@balasin/shared/brand';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_site/')({
  head: () =>
    pageHead({
      title: 'Layanan Pelanggan AI di WhatsApp',
      description: 'Balasin membantu UMKM Indonesia melayani pelanggan di WhatsApp dengan AI.',
      path: '/',
    }),
  component: Home,
});

function Home() {
  return (
    <main id="main">
      <h1>{BRAND}</h1>
    </main>
  );
}
