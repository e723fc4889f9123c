#!/usr/bin/env bash
# `npm run start:fakes`: the app as `npm start` runs it, with Kairos's own billing (and the booking page's
# providers) pointed at the local payment fakes the tests use, so subscribing, cards and webhooks can be
# clicked through without any provider account. Never for production: the keys below are the fakes'.
#
# Ctrl-C, or SIGINT/SIGTERM/SIGHUP to npm or to this script, stops every process it started (the fakes and
# `npm start` with its build and server, and whatever each of them started) and waits for them; so does either server ending on its
# own. Each child runs in the background in a process group of its own (setsid), so a signal reaches the trap at
# once (bash runs traps only between foreground commands) and the trap stops each group by its id
# (scripts/start-with-fakes.test.ts checks that nothing is left).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8787}"
FAKE_PORT="${PAYMENTS_FAKE_PORT:-9899}"

leaders=()
stop() {
  trap - EXIT INT TERM HUP
  for group in "${leaders[@]}"; do kill -TERM -- "-$group" 2>/dev/null || true; done
  wait || true
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP
# Runs a command in the background as the leader of a new process group and remembers the group.
start() {
  setsid "$@" &
  leaders+=("$!")
}

PAYMENTS_FAKE_PORT="$FAKE_PORT" BILLING_WEBHOOK_URL="http://localhost:${PORT}/api/v1/webhooks/stripe/billing" \
  start node --import tsx e2e/fakes/payments-server.ts
export STRIPE_API_BASE="http://127.0.0.1:${FAKE_PORT}" SQUARE_API_BASE="http://127.0.0.1:${FAKE_PORT}" \
  LIQPAY_API_BASE="http://127.0.0.1:${FAKE_PORT}" KAIROS_STRIPE_SECRET_KEY=sk_test_kairos_billing_0001 \
  KAIROS_STRIPE_WEBHOOK_SECRET=whsec_kairos_billing_fake KAIROS_LIQPAY_PUBLIC_KEY=sandbox_i00000000001 \
  KAIROS_LIQPAY_PRIVATE_KEY=sandbox_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8
# Zoom: the fake (e2e/fakes/zoom-api.ts) the same process serves on the payments port + 10000; its consent page
# has an "Allow" button, so connecting Zoom and video appointments can be clicked through.
ZOOM_FAKE="http://127.0.0.1:$((FAKE_PORT + 10000))"
export KAIROS_ZOOM_CLIENT_ID=zoom_client_kairos_test KAIROS_ZOOM_CLIENT_SECRET=zoom_secret_kairos_test \
  KAIROS_ZOOM_OAUTH_URL="$ZOOM_FAKE" KAIROS_ZOOM_API_URL="$ZOOM_FAKE"
PORT="$PORT" start npm start
# Either server ending ends the other.
wait -n
