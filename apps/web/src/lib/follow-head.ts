import type { AnyRouter } from '@tanstack/react-router';

/**
 * Keeps <head> (title, description, canonical, share tags, lang) in step with the route after
 * each navigation. The code that rewrites the tags is not in the main bundle: it loads with the
 * first navigation, since a prerendered page arrives with its own tags.
 */
export const followHead = (router: AnyRouter) =>
  router.subscribe('onResolved', () => {
    void import('./head-tags.ts').then(({ applyHead }) => applyHead(router.state.matches));
  });
