import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Canonical addresses and share links are absolute: they are built from the server's APP_URL.
const appUrl = process.env.APP_URL || 'http://localhost:3000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  define: { 'import.meta.env.VITE_APP_URL': JSON.stringify(appUrl) },
  build: { sourcemap: false },
});
