import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import type { AppServices } from '../lib/services.ts';

export type RouterContext = { services: () => Promise<AppServices> };

/**
 * Every route change starts at the top of the page (spec section 2): the router resets the
 * scroll position itself on each navigation (its `resetScroll`, on by default).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
    </>
  );
}
