import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { followHead } from './lib/follow-head.ts';
import { type AppRouteTree, createAppRouter } from './router.tsx';
import './styles/base.css';

/** Starts the web app in the browser with one of the two route trees (main.tsx, app-main.tsx). */
export const boot = (routeTree: AppRouteTree) => {
  const router = createAppRouter(routeTree);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  const root = document.getElementById('root');
  if (root?.hasChildNodes()) {
    // A prerendered page: load the route's code first so the first render matches the HTML, and
    // render as a hydrating router does (as the server did: no extra Suspense around the root).
    // Its head tags are already right, so they are followed from the next navigation on.
    router.ssr = { manifest: undefined };
    void router.load().then(() => {
      hydrateRoot(root, app);
      followHead(router);
    });
  } else if (root) {
    // The app shell: the first load, like every later one, sets the page's head tags.
    followHead(router);
    createRoot(root).render(app);
  }
};
