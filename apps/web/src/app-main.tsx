import { boot } from './boot.tsx';
import { routeTree } from './routeTree.gen.ts';

// The app's pages (app.html): every route, the marketing pages included, so moving from the app
// to the site needs no page load.
boot(routeTree);
