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
        // Each page's loader (its head tags, the blog's articles) travels in the page's own chunk,
        // so the main bundle, which every page downloads, holds no page's text.
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
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
    // No list of each lazy chunk's imports in the main bundle (about 1 KB of gzip): prerendered
    // pages name their chunks in <link rel="modulepreload"> (scripts/prerender.ts), and the router
    // preloads a page's chunk when a link to it is hovered or touched.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: left alone, rolldown splits what the
        // entry shares with the lazy routes into many small chunks, costing requests and ~5 KB
        // of gzip (each chunk is compressed on its own).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // The main bundle names every lazy chunk it can load; hash-only names keep those
        // references short (about 0.2 KB of gzip on every page).
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
});
