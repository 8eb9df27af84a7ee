import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import type { AppServices } from '../lib/services.ts';

export type RouterContext = { services: () => Promise<AppServices> };

/**
 * Every route change starts at the top of the page (spec section 2): the router resets the
 * scroll position itself on each navigation (its `resetScroll`, on by default).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Only an unknown address needs it: it loads then, not with every page.
  notFoundComponent: lazyRouteComponent(
    () => import('../components/not-found-page.tsx'),
    'NotFoundPage',
  ),
});

function Root() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
    </>
  );
}
