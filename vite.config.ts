import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildVersion } from './scripts/build-version-plugin';
import { demoBackend } from './src/infrastructure/demo-backend/platform/vite-plugin';

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
