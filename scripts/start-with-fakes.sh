#!/usr/bin/env bash
# `npm run start:fakes`: the app as `npm start` runs it, with Kairos's own billing (and the booking page's
# providers) pointed at the local payment fakes the tests use, so subscribing, cards and webhooks can be
# clicked through without any provider account. Never for production: the keys below are the fakes'.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8787}"
FAKE_PORT="${PAYMENTS_FAKE_PORT:-9899}"
PAYMENTS_FAKE_PORT="$FAKE_PORT" BILLING_WEBHOOK_URL="http://localhost:${PORT}/api/v1/webhooks/stripe/billing" \
  node --import tsx e2e/fakes/payments-server.ts &
FAKES=$!
trap 'kill "$FAKES" 2>/dev/null || true' EXIT
export STRIPE_API_BASE="http://127.0.0.1:${FAKE_PORT}" SQUARE_API_BASE="http://127.0.0.1:${FAKE_PORT}" \
  LIQPAY_API_BASE="http://127.0.0.1:${FAKE_PORT}" KAIROS_STRIPE_SECRET_KEY=sk_test_kairos_billing_0001 \
  KAIROS_STRIPE_WEBHOOK_SECRET=whsec_kairos_billing_fake KAIROS_LIQPAY_PUBLIC_KEY=sandbox_i00000000001 \
  KAIROS_LIQPAY_PRIVATE_KEY=sandbox_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8
# Zoom: the fake (e2e/fakes/zoom-api.ts) the same process serves on the payments port + 10000; its consent page
# has an "Allow" button, so connecting Zoom and video appointments can be clicked through.
ZOOM_FAKE="http://127.0.0.1:$((FAKE_PORT + 10000))"
export KAIROS_ZOOM_CLIENT_ID=zoom_client_kairos_test KAIROS_ZOOM_CLIENT_SECRET=zoom_secret_kairos_test \
  KAIROS_ZOOM_OAUTH_URL="$ZOOM_FAKE" KAIROS_ZOOM_API_URL="$ZOOM_FAKE"
npm start
