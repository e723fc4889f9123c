/**
 * The payment fakes (Stripe, Square, LiqPay) as a process for browser tests: playwright.config.ts starts it and
 * points the app's STRIPE_API_BASE / SQUARE_API_BASE / LIQPAY_API_BASE at it. Its checkout pages (GET /pay/{id},
 * LiqPay's POST /api/3/checkout) have a "Pay" button that marks the checkout paid, sends the signed webhook to
 * the app and goes back to the success / result URL.
 */
import { startPaymentFakes } from '../../packages/api/test/support/payment-fakes';
import { startGoogleFake } from './google-calendar-api';
import { startZoomFake } from './zoom-api';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: test-only variable, not part of any turbo task
const port = Number(process.env.PAYMENTS_FAKE_PORT) || 9899;
void startPaymentFakes({ port }).then((fakes) => console.log(`payment fakes on ${fakes.url}`));

// Zoom's OAuth and API (zoom-api.ts) on a port of its own: ZOOM_FAKE_PORT, else the payments port + 10000.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: test-only variable, not part of any turbo task
const zoomPort = Number(process.env.ZOOM_FAKE_PORT) || port + 10_000;
void startZoomFake({ port: zoomPort }).then((fake) => console.log(`zoom fake on ${fake.url}`));

// Google's OAuth and Calendar API (google-calendar-api.ts): GOOGLE_FAKE_PORT, else the payments port + 10001.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: test-only variable, not part of any turbo task
const googlePort = Number(process.env.GOOGLE_FAKE_PORT) || port + 10_001;
void startGoogleFake({ port: googlePort }).then((fake) => console.log(`google fake on ${fake.url}`));
