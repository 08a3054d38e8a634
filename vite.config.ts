import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Local imports name their file, as Node's own loader needs; the demo backend's plugin imports the
// backend's types only and loads the backend itself when a server starts. So the config's import graph
// is these two files: quick to bundle, and nothing in it draws Vite's advisory about imports without
// extensions (about ninety lines of it while the plugin imported the backend).
import { buildVersion } from './scripts/build-version-plugin.ts';
import { demoBackend } from './src/infrastructure/demo-backend/platform/vite-plugin.ts';

/** Vitest runs in Node with the real polyfill; the browser uses its own Temporal (src/ui/platform). */
const browserTemporal = process.env['VITEST']
  ? []
  : [
      {
        find: /^temporal-polyfill$/,
        replacement: resolve(import.meta.dirname, 'src/ui/platform/temporal-native.ts'),
      },
    ];

export default defineConfig({
  resolve: { alias: browserTemporal },
  plugins: [react(), demoBackend({ backendUrl: process.env['PORTAL_BACKEND_URL'] }), buildVersion()],
  // The SSO token travels in the path (/auth/sso/login/{token}): no request may carry it in a Referer,
  // not even the dev server's own client script, which is injected before the page's meta tag.
  server: { headers: { 'Referrer-Policy': 'no-referrer' } },
  preview: { headers: { 'Referrer-Policy': 'no-referrer' } },
  // Packages only lazy screens import: bundled for the dev server up front, so the first visit to such
  // a screen does not make the server re-optimize and fail the imports already on their way.
  optimizeDeps: {
    include: ['react-aria-components', '@internationalized/date', '@tanstack/react-virtual'],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**'],
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['test/fast-check-setup.ts'],
  },
});
