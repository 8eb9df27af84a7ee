import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createServicesLoader } from './lib/services.ts';
import type { routeTree } from './routeTree.gen.ts';

/** Every route; the marketing entry passes its smaller tree as this type (main.tsx). */
export type AppRouteTree = typeof routeTree;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page's language for <html lang>; marketing pages are Indonesian by default. */
    lang?: 'id' | 'en';
  }
}

/**
 * One router per page load in the browser, or one per page when prerendering. The tree is passed
 * in, never imported here, so that the marketing bundle does not carry the app's routes.
 */
export const createAppRouter = (routeTree: AppRouteTree, history?: RouterHistory) => {
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
