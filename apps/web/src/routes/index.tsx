import { BRAND } from '@balasin/shared';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  return (
    <main>
      <h1>{BRAND}</h1>
      <p>Layanan pelanggan AI untuk bisnis Anda di WhatsApp.</p>
    </main>
  );
}
