import type { AnyRouter } from '@tanstack/react-router';

/**
 * Keeps <head> (title, description, canonical, share tags, lang) in step with the route after
 * each navigation. The code that rewrites the tags loads with the first navigation: a prerendered
 * page already arrives with its own, and every page downloads this main bundle.
 */
export const followHead = (router: AnyRouter) =>
  router.subscribe('onResolved', () => {
    void import('./head-tags.ts').then(({ applyHead }) => applyHead(router.state.matches));
  });
