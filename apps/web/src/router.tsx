import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createServicesLoader } from './lib/services.ts';
import { routeTree } from './routeTree.gen.ts';

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page's language for <html lang>; marketing pages are Indonesian by default. */
    lang?: 'id' | 'en';
  }
}

/** One router per page load in the browser, or one per page when prerendering. */
export const createAppRouter = (history?: RouterHistory) => {
  const router = createRouter({
    routeTree,
    context: { services: createServicesLoader(() => goToLogin()) },
    scrollRestoration: false,
    defaultPreload: 'intent',
    ...(history ? { history } : {}),
  });
  const goToLogin = () => {
    void router.navigate({ to: '/login' });
  };
  return router;
};
