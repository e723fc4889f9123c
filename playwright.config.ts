import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built app served by the Node server (apps/edge) on
 * a fresh temporary database, with Debian's Chromium (never a downloaded browser).
 * Run with `npm run test:e2e` (builds first).
 */
// E2E_PORT lets two runs share a machine.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: test-only variable, not part of any turbo task
const PORT = Number(process.env.E2E_PORT) || 8899;
const baseURL = `http://localhost:${PORT}`;
// Local fakes of Stripe, Square and LiqPay (e2e/fakes/payments-server.ts); the app's provider base URLs point at them.
const PAYMENTS_PORT = PORT + 1000;
const paymentsURL = `http://127.0.0.1:${PAYMENTS_PORT}`;
const zoomURL = `http://127.0.0.1:${PAYMENTS_PORT + 10_000}`;
const googleURL = `http://127.0.0.1:${PAYMENTS_PORT + 10_001}`;
// One fresh database per run; set once here and inherited by the workers (the admin test seeds an admin into it).
process.env.E2E_DATABASE_URL ??= `file:./data/e2e-${Date.now()}.db`;
// biome-ignore lint/suspicious/noUndeclaredEnvVars: test-only variable, not part of any turbo task
const database = process.env.E2E_DATABASE_URL;

const phone = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/** Specs that change what every other test would see: run on their own, after the rest. */
const GLOBAL = /(news|times-in-zone)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  // Each test registers a business of its own, so tests run in parallel: E2E_WORKERS, default 2 (CI's machine has
  // 2 cores, shared with the server and Chromium).
  fullyParallel: true,
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: test-only variable, not part of any turbo task
  workers: Number(process.env.E2E_WORKERS) || 2,
  // One retry on CI only: a loaded shared runner can time a step out; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // Onboarding tours off on this "device" (apps/web/src/features/onboarding/device.ts), so no spec meets one by
    // surprise; e2e/onboarding.spec.ts starts from an empty storage state instead.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'kairos:tours', value: 'off' }] }] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // 375 px runs only the tests tagged @mobile: those whose checks change with the width (the phone layout and
    // shell, the calendar's phone views, the booking flows, per-width settings). Every other test runs at 1280 px,
    // and a check of sideways scrolling there looks at 375 px on the same visit (support.ts noSidewaysScroll,
    // a11y-support.ts scan's `phone`).
    { name: 'mobile', grep: /@mobile/, testIgnore: GLOBAL, use: phone },
    { name: 'desktop', testIgnore: GLOBAL, use: desktop },
    // What every owner of the run sees (published news in the bell) runs after the others, one test at a time.
    { name: 'desktop-after', testMatch: GLOBAL, dependencies: ['mobile', 'desktop'], fullyParallel: false, use: desktop },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/fakes/payments-server.ts',
      url: `${paymentsURL}/healthz`,
      // The billing fake (packages/api/test/support/billing-fakes.ts) sends Kairos's own Stripe events to the app at once.
      env: { PAYMENTS_FAKE_PORT: String(PAYMENTS_PORT), BILLING_WEBHOOK_URL: `${baseURL}/api/v1/webhooks/stripe/billing` },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx apps/edge/src/node.ts --dev-outbox=local',
      url: `${baseURL}/healthz`,
      // Every test registers its own business; the default of 20 sign-ups per address an hour is for production.
      env: {
        PORT: String(PORT),
        DATABASE_URL: database,
        REGISTER_LIMIT_PER_HOUR: '1000',
        // The cron every 3 s instead of 5 min: the reminder spec waits for it (apps/edge/src/node.ts).
        KAIROS_CRON_INTERVAL_MS: '3000',
        // The booking specs give each visitor an address of its own (e2e/booking-steps.ts), so the per-address
        // code limits (20 an hour) count per visitor as they would for real phones, not for the whole run.
        TRUSTED_PROXY_HEADER: 'x-e2e-client-ip',
        STRIPE_API_BASE: paymentsURL,
        SQUARE_API_BASE: paymentsURL,
        LIQPAY_API_BASE: paymentsURL,
        // Kairos's own billing against the same fakes (keys the fake knows: billing-fakes.ts, payment-fakes.ts).
        KAIROS_STRIPE_SECRET_KEY: 'sk_test_kairos_billing_0001',
        KAIROS_STRIPE_WEBHOOK_SECRET: 'whsec_kairos_billing_fake',
        KAIROS_LIQPAY_PUBLIC_KEY: 'sandbox_i00000000001',
        KAIROS_LIQPAY_PRIVATE_KEY: 'sandbox_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8',
        // Zoom's OAuth and API: the fake the payments process also serves (e2e/fakes/zoom-api.ts), on its port + 10000.
        KAIROS_ZOOM_CLIENT_ID: 'zoom_client_kairos_test',
        KAIROS_ZOOM_CLIENT_SECRET: 'zoom_secret_kairos_test',
        KAIROS_ZOOM_OAUTH_URL: zoomURL,
        KAIROS_ZOOM_API_URL: zoomURL,
        // Google's OAuth and Calendar API: the fake the payments process also serves (e2e/fakes/google-calendar-api.ts).
        KAIROS_GOOGLE_CLIENT_ID: 'google_client_kairos_test.apps.googleusercontent.com',
        KAIROS_GOOGLE_CLIENT_SECRET: 'google_secret_kairos_test',
        KAIROS_GOOGLE_OAUTH_URL: googleURL,
        KAIROS_GOOGLE_TOKEN_URL: googleURL,
        KAIROS_GOOGLE_API_URL: googleURL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
