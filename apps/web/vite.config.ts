import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Canonical addresses and share links are absolute: they are built from the server's APP_URL.
const appUrl = process.env.APP_URL || 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Marketing pages keep their loader (the blog's articles) in the page's own chunk, so
        // the main bundle, which every page downloads, stays small.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/_site') ? [['loader', 'component']] : undefined,
      },
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
    // Every browser we support has modulepreload; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: left alone, rolldown splits what the
        // entry shares with the lazy routes into many small chunks, costing requests and ~5 KB
        // of gzip (each chunk is compressed on its own).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
