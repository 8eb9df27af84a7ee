import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSessionFlag } from '../../lib/session-flag.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
// Imported here, not in the route file, so the styles ship with the layout's own chunk.
import '../../styles/site.css';

// Only a signed-in visitor can get a toast here (a failed sign-out), so nobody else downloads sonner.
const SiteToaster = lazy(() => import('./site-toaster.tsx'));

/** The marketing layout: skip link, public header and footer around every Indonesian page. */
export function SiteLayout() {
  const signedIn = useSessionFlag();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Langsung ke konten utama
      </a>
      <SiteHeader />
      <main className="site-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {signedIn ? (
        <Suspense fallback={null}>
          <SiteToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
