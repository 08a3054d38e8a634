import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

const PORT = 4173;

/**
 * Playwright's own Chromium where it is installed (a developer laptop); otherwise Debian's, which is
 * what CI installs (Playwright cannot download browsers there).
 */
function launchOptions() {
  let bundled = false;
  try {
    bundled = existsSync(chromium.executablePath());
  } catch {
    bundled = false;
  }
  if (bundled) return {};
  return {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
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

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  // One demo backend serves every test; they reset it and run one at a time.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: launchOptions(),
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --configLoader bundle --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { DEMO_STATE_FILE: '.demo-data/e2e-state.json' },
  },
});
