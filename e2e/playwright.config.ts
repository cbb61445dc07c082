import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { portalUrl } from './support/portal';

export default defineConfig({
  testDir: './tests',
  // Runs only behind nginx, from scripts/nginx-e2e.mjs (playwright.production.config.ts).
  testIgnore: 'production.spec.ts',
  outputDir: `test-results/${process.env.PORT_OFFSET ? `offset-${process.env.PORT_OFFSET}` : 'default'}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The portal's eight servers share 2 cores with the browser: one worker is faster here.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // JSON for scripts/test-all.mjs's summary, only when it asks for it (else it would print to stdout).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: portalUrl,
    trace: 'retain-on-failure',
    // A wide desktop, where the navbar shows its 11 links (Debian's Chromium draws text wider
    // than most browsers: at 1440 px some fold into More). layout.spec checks 1440, 1366, 390.
    viewport: { width: 1600, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
});
