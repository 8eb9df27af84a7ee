import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  ACCESS_TTL_SECONDS,
  ADMIN,
  E2E_BASE_URL,
  E2E_MAIL_URL,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './e2e/support/env.ts';

/**
 * Which width a test runs at: a test whose point is how a screen looks or works on a phone (a menu,
 * a drawer, a dialog, a table turning into cards, the sticky composer, screenshots to look at)
 * runs at both widths; a test that proves logic (an API or validation flow, a state change, a
 * refusal, an error path, live-update plumbing) runs at one, tagged @desktop-only (or
 * @phone-only where the phone's way through is the interesting one). Every screen's layout at
 * 375 px is still checked: by the geometry test (geometry/routes.ts), which a new screen joins,
 * and for an open conversation by the inbox tests, which run at both widths.
 *
 * Browser tests against the real server (built, as production runs it; embedded PGlite in memory;
 * the built web app) in Debian's chromium: Playwright cannot download its own browser here. Two
 * widths: a desktop and a 375 px phone (and a 768 px tablet for the geometry test). The short access-token lifetime makes every longer test cross a refresh.
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's chromium-headless-shell when installed: the same Blink (layout, fonts, events) without
 * the full browser's window machinery, and what Playwright itself drives headless. On this
 * two-core machine the same 36 tests took 57-65 s with it against 81-85 s with the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Per port, so two runs side by side (each on its own E2E_PORT) do not delete each other's traces.
  outputDir: `test-results/port-${E2E_PORT}`,
  globalSetup: '../../runtime-check.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || chromium,
      args: chromiumArgs,
    },
  },
  // A test tagged @phone-only or @desktop-only runs in that project alone, rather than skipped.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      testIgnore: 'admin-language/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      testIgnore: 'admin-language/*.spec.ts',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    // The geometry test alone also runs between the two, where layouts switch.
    {
      name: 'tablet',
      testMatch: 'geometry/*.spec.ts',
      use: { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
    },
    // The one admin account's language changes here: only once no other test signs it in.
    {
      name: 'admin-language',
      testMatch: 'admin-language/*.spec.ts',
      dependencies: ['desktop', 'phone', 'tablet'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'tsx e2e/support/mail-catcher.ts',
      url: E2E_MAIL_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../server/dist/main.js',
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      // Migrating the in-memory database takes most of a minute on a busy two-core machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        APP_URL: E2E_BASE_URL,
        DATA_DIR: 'memory://',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        CONTACT_RATE_LIMIT_PER_10_MINUTES: '1000',
        AI_RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_FAILURES_PER_IP_AND_EMAIL: '1000',
        LOGIN_FAILURES_PER_IP: '100000',
        LOG_LEVEL: 'warn',
        // The webhook test's receiver listens on this machine.
        WEBHOOK_ALLOW_PRIVATE: 'true',
        // Mail goes to the test mailbox, where a test reads an invitation's link.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
