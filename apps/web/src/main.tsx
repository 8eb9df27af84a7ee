import { boot } from './boot.tsx';
import type { AppRouteTree } from './router.tsx';
import { routeTree } from './site-route-tree.gen.ts';

// The marketing site (index.html and every prerendered page): its tree has no app routes, which
// it reaches by a full page load. The site's tree is typed as the whole one so that links to the
// app's pages type-check.
boot(routeTree as unknown as AppRouteTree);
