import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * The production journey through nginx (tests/production.spec.ts), run by scripts/nginx-e2e.mjs
 * once it has started nginx (deploy/nginx.conf) in front of two API processes on PostgreSQL.
 * Not part of the normal browser tests (playwright.config.ts ignores that spec): it needs what
 * the script starts, and no global setup of those tests.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: 'production.spec.ts',
  outputDir: 'test-results/production',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.COURIER_URL ?? 'http://localhost:8080',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
