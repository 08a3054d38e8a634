import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
// Local imports name their file, as Node's own loader needs; the demo backend's plugin imports the
// backend's types only and loads the backend itself when a server starts. So the config's import graph
// is these few files: quick to bundle, and nothing in it draws Vite's advisory about imports without
// extensions (about ninety lines of it while the plugin imported the backend).
import { buildVersion } from './scripts/build-version-plugin.ts';
import { DEV_NONCE_PLACEHOLDER, devCspNonce } from './scripts/dev-csp-nonce.ts';
import { gregorianCalendarOnly } from './scripts/gregorian-calendar-plugin.ts';
import { preloadSignIn } from './scripts/preload-sign-in-plugin.ts';
import { API_HEADERS, securityHeaders } from './scripts/security-headers.ts';
import {
  demoBackend,
  demoBackendStaysOnServer,
} from './src/infrastructure/demo-backend/platform/vite-plugin.ts';

/** Vitest runs in Node with the real polyfill; the browser uses its own Temporal (src/ui/platform). */
const browserTemporal = process.env['VITEST']
  ? []
  : [
      {
        find: /^temporal-polyfill$/,
        replacement: resolve(import.meta.dirname, 'src/ui/platform/temporal-native.ts'),
      },
    ];

/**
 * The container's metadata store in the browser: the few functions it calls, not the whole Metadata
 * Reflection API (src/ui/platform/reflect-metadata-lite.ts, with its own test; Vitest leaves the
 * container's own import to Node, which loads the library).
 */
const containerMetadata = [
  {
    find: /^reflect-metadata\/lite$/,
    replacement: resolve(import.meta.dirname, 'src/ui/platform/reflect-metadata-lite.ts'),
  },
];

const UNIT_TESTS = 'test/**/*.test.{ts,tsx}';
/** What makes a test file change a worker for the files after it. */
const CHANGES_ITS_WORKER = /@vitest-environment|\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;

/**
 * Most unit test files share their worker's loaded modules (the demo backend and its seeds, see
 * test/support/in-process-backend.ts) with the files before them, instead of loading them afresh some
 * three hundred times: each test still makes its own backend, state and view-models. A file that
 * changes what a worker holds (another environment such as jsdom, a mocked module, a stubbed global
 * or variable) runs in a fresh worker of its own, found by reading the files.
 */
function unitTestProjects() {
  if (!process.env['VITEST']) return [];
  const isolated = globSync(UNIT_TESTS, { cwd: import.meta.dirname }).filter(
    (file) => !file.startsWith('test/e2e/') && CHANGES_ITS_WORKER.test(readFileSync(file, 'utf8')),
  );
  return [
    {
      extends: true,
      test: { name: 'shared', include: [UNIT_TESTS], exclude: ['test/e2e/**', ...isolated], isolate: false },
    },
    ...(isolated.length > 0 ? [{ extends: true, test: { name: 'isolated', include: isolated } }] : []),
  ];
}

export default defineConfig(({ command, isPreview, mode }) => {
  const devServer = command === 'serve' && !isPreview && !process.env['VITEST'];
  // The survey script's address may come from an .env file, as it does for the build.
  const surveyScriptUrl = loadEnv(mode, process.cwd(), 'VITE_')['VITE_SURVEY_SCRIPT_URL'];
  return {
    resolve: { alias: [...browserTemporal, ...containerMetadata] },
    plugins: [
      react(),
      demoBackend({ backendUrl: process.env['PORTAL_BACKEND_URL'], apiHeaders: API_HEADERS }),
      demoBackendStaysOnServer(),
      buildVersion(),
      devCspNonce(),
      // React Aria's date fields carry their words in some thirty languages; the build keeps the two
      // the portal speaks (English dates are written the British way, with English words).
      ...(command === 'build' ? [optimizeLocales.vite({ locales: ['nl-NL', 'en-US', 'en-GB'] })] : []),
      gregorianCalendarOnly(),
      preloadSignIn(),
    ],
    // The same headers as `npm run serve` (scripts/security-headers.ts). The dev server's policy also
    // allows a nonce, new for every answer (scripts/dev-csp-nonce.ts): its page has an inline script and
    // its CSS arrives as `<style>` elements; the build has neither, so preview and serve send no nonce.
    // (It also allows blob: workers, which the dev server's client starts to wait for a restart.)
    html: devServer ? { cspNonce: DEV_NONCE_PLACEHOLDER } : {},
    server: {
      headers: securityHeaders({ dev: { nonce: DEV_NONCE_PLACEHOLDER }, surveyScriptUrl }),
      // The portal and every area's screens are transformed while the server waits for its first page,
      // so that page, and each area's first screen after it, does not wait for hundreds of transforms.
      warmup: { clientFiles: ['./src/ui/main.tsx', './src/ui/screens/**/*.tsx', './src/ui/shell/**/*.tsx'] },
    },
    preview: { headers: securityHeaders({ surveyScriptUrl }) },
    // Packages only lazy screens import: bundled for the dev server up front, so the first visit to such
    // a screen does not make the server re-optimize and fail the imports already on their way.
    optimizeDeps: {
      include: ['react-aria-components', '@internationalized/date', '@tanstack/react-virtual'],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 300,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every page runs from the start (React, the router, the container, signing in) in one
            // file: the sign-in page fetches a handful of files rather than fifty slivers of its graph.
            groups: [{ name: 'portal', tags: ['$initial'] }],
          },
        },
      },
    },
    test: {
      environment: 'node',
      restoreMocks: true,
      // A property or a call against the demo backend takes a second or two; on a busy machine it may
      // take several, and a test never fails on that alone.
      testTimeout: 30_000,
      setupFiles: ['test/fast-check-setup.ts', 'test/portal-areas-setup.ts'],
      projects: unitTestProjects(),
    },
  };
});
