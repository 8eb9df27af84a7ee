import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { HeadSync } from '../components/head-sync.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { ScrollToTopButton } from '../components/scroll-to-top-button.tsx';
import { ScrollToTopOnNavigate } from '../components/scroll-to-top-on-navigate.tsx';
import type { AppServices } from '../lib/services.ts';

export type RouterContext = { services: () => Promise<AppServices> };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  return (
    <>
      <HeadSync />
      <ScrollToTopOnNavigate />
      <Outlet />
      <ScrollToTopButton />
    </>
  );
}
