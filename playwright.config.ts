import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { DEV_PORT, E2E_WORKERS, PREVIEW_PORT } from './test/e2e/support/servers';

/** Debian's Chromium builds: the headless shell (Chromium without its window code) and the browser. */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Playwright's own Chromium where it is installed (a developer laptop); otherwise Debian's, which is
 * what CI installs (Playwright cannot download browsers there): its headless shell when there, the
 * same Chromium engine without the windowing of the full browser, which draws the pages of a suite
 * with about a tenth less work; else the full browser. CHROMIUM_PATH chooses another.
 */
function launchOptions() {
  let bundled = false;
  try {
    bundled = existsSync(chromium.executablePath());
  } catch {
    bundled = false;
  }
  if (bundled) return {};
  const debian = existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
  return {
    executablePath: process.env['CHROMIUM_PATH'] ?? debian,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

const JOURNEYS = /journeys\.spec\.ts$/;
/** The first screens in both languages, on a laptop and a phone: under the build and the dev server. */
const FIRST_SCREENS = /first-screens\.spec\.ts$/;
/** Two planners at once: the live agenda under the dev server too, where React's strict mode mounts twice. */
const LIVE_AGENDA = /agenda-live\.spec\.ts$/;
/** The legal clock's journeys (UWV's answers among them): the case manager's run under the development server too. */
const LEGAL_CLOCK = /(absence-report|uwv-rejection)\.spec\.ts$/;
/** The consultation hour's journey: the physician's day live under the development server too. */
const CONSULTATIONS = /consultation-hour\.spec\.ts$/;

export default defineConfig({
  testDir: 'test/e2e',
  // Each worker has a preview and a development server of its own (support/servers.ts): a test resets
  // its worker's demo backend and never shares it with a test running beside it.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 45_000,
  // What a journey waits for arrives within a second or two; on a busy machine it may take longer,
  // and a test never fails on that alone.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: launchOptions(),
    trace: 'off',
  },
  projects: [
    // Everything against the production build, served by `vite preview` with the demo backend. Its
    // production-server journey starts `npm run serve` itself, on a free port in front of this preview.
    { name: 'build', use: { baseURL: `http://127.0.0.1:${PREVIEW_PORT}` } },
    // The main journeys once more under the demo backend's fault mode.
    {
      name: 'faults',
      testMatch: JOURNEYS,
      use: { baseURL: `http://127.0.0.1:${PREVIEW_PORT}` },
    },
    // And against the development server a newcomer starts first (React's strict mode): one journey
    // per area, the tests tagged @dev.
    {
      name: 'dev',
      testMatch: [JOURNEYS, FIRST_SCREENS, LIVE_AGENDA, LEGAL_CLOCK, CONSULTATIONS],
      grep: /@dev/,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => [
    {
      command: `npx vite preview --configLoader bundle --host 127.0.0.1 --port ${PREVIEW_PORT + worker} --strictPort`,
      url: `http://127.0.0.1:${PREVIEW_PORT + worker}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Each test resets it, so its state stays in memory: no state file written after every change.
      env: { DEMO_STATE_FILE: `.demo-data/e2e-state-${worker}.json`, DEMO_STATE: 'memory' },
    },
    {
      command: `npx vite --configLoader bundle --host 127.0.0.1 --port ${DEV_PORT + worker} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT + worker}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { DEMO_STATE_FILE: `.demo-data/e2e-dev-state-${worker}.json`, DEMO_STATE: 'memory' },
    },
  ]).flat(),
});
