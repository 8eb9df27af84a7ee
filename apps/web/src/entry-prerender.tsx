import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { articles } from './content/blog/articles.ts';
import { PUBLIC_PAGE_PATHS } from './content/site-paths.ts';
import { renderHeadHtml } from './lib/head-html.ts';
import { collectHead } from './lib/head-tags.ts';
import { createAppRouter } from './router.tsx';
import { routeTree } from './routeTree.gen.ts';

/**
 * The server-side half of scripts/prerender.ts, built by Vite in SSR mode so it sees the same
 * routes, aliases and APP_URL as the browser bundle.
 */
export { PUBLIC_PAGE_PATHS };

/** Each article's path and date, for sitemap.xml's lastmod. */
export const articleDates = articles.map((article) => ({
  path: `/blog/${article.slug}`,
  isoDate: article.isoDate,
}));

export type RenderedPage = {
  /** The markup that goes inside <div id="root">, as the browser's first render produces it. */
  body: string;
  headHtml: string;
  lang: string;
  /** The matched route ids, so the script can link their chunks and CSS. */
  routeIds: string[];
};

/**
 * Every path the app has a page for ('$id' standing for one segment), without the catch-all: the
 * server answers any other path with 404 and the not-found page.
 */
export const appRoutePaths = () => {
  const router = createAppRouter(routeTree, createMemoryHistory());
  const paths = Object.keys(router.routesByPath).map((path) => path.replace(/(.)\/$/, '$1'));
  return [...new Set(paths)].filter((path) => path && !path.endsWith('$')).sort();
};

/** Where the not-found page is rendered from: any path no route claims. */
export const NOT_FOUND_SAMPLE_PATH = '/404';

export const renderPage = async (path: string): Promise<RenderedPage> => {
  const router = createAppRouter(routeTree, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const body = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const head = collectHead(router.state.matches);
  return {
    body,
    headHtml: renderHeadHtml(head),
    lang: head.lang,
    routeIds: router.state.matches.map((match) => match.routeId),
  };
};
