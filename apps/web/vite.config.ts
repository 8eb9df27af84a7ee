import { tanstackRouter, tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Canonical addresses and share links are absolute: they are built from the server's APP_URL.
const appUrl = process.env.APP_URL || 'http://localhost:3000';

/**
 * The app's own modules that only the app's entry may carry: its entry, its route tree (every
 * route) and the stubs of the app's routes. Anything else the two entries load up front goes into
 * one shared chunk.
 */
const APP_ONLY = /[\\/]src[\\/](app-main\.tsx|routeTree\.gen\.ts|routes[\\/]_app)/;
/** The marketing entry and its tree, which the app's pages must not run, and the pages themselves. */
const SITE_ONLY = /[\\/]src[\\/](main\.tsx|site-route-tree\.gen\.ts)|\.html$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Each page's loader (its head tags, the blog's articles) travels in the page's own chunk,
        // so the main bundle, which every page downloads, holds no page's text.
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    // The marketing pages' own tree: the same files without the app's routes (_app), so the
    // bundle every visitor of the site downloads does not carry the dashboard's and admin's
    // route table. A link from the site to an app page loads that page in full (routes/_site/$.tsx).
    tanstackRouterGenerator({
      target: 'react',
      generatedRouteTree: './src/site-route-tree.gen.ts',
      routeFileIgnorePattern: '^_app',
    }),
    react(),
  ],
  define: { 'import.meta.env.VITE_APP_URL': JSON.stringify(appUrl) },
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the router's store needs no shim for older Reacts.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    sourcemap: false,
    // scripts/prerender.ts reads it to link each page's own CSS and chunks into its HTML.
    manifest: true,
    // No list of each lazy chunk's imports in the main bundle (about 1 KB of gzip): prerendered
    // pages name their chunks in <link rel="modulepreload"> (scripts/prerender.ts), and the router
    // preloads a page's chunk when a link to it is hovered or touched.
    modulePreload: false,
    rolldownOptions: {
      // Two pages: index.html for the marketing site (and every prerendered page), app.html for
      // the app's pages. The prerendering step builds its own SSR input.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', app: 'app.html' } }),
      output: {
        // What both entries need up front (React, the router, the shared code) in one chunk, and
        // each entry's own modules in its entry chunk: left alone, rolldown splits what an entry
        // shares with the lazy routes into many small chunks, costing requests and ~5 KB of gzip
        // (each chunk is compressed on its own).
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              tags: ['$initial'],
              test: (id: string) => !APP_ONLY.test(id) && !SITE_ONLY.test(id),
            },
          ],
        },
        // The main bundle names every lazy chunk it can load; hash-only names keep those
        // references short (about 0.2 KB of gzip on every page).
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
}));
