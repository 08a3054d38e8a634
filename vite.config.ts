import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildVersion } from './scripts/build-version-plugin';
import { demoBackend } from './src/infrastructure/demo-backend/vite-plugin';

export default defineConfig({
  plugins: [react(), demoBackend({ backendUrl: process.env['PORTAL_BACKEND_URL'] }), buildVersion()],
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
