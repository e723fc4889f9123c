#!/usr/bin/env bash
# Everything CI runs: lint, types, unit + integration + Workers-runtime tests, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
echo "== i18n compile"; npm run i18n --silent
echo "== biome"; npx biome check .
echo "== typescript"; bash scripts/typecheck.sh
echo "== vitest (unit, integration against libSQL on the Node runtime's fast client, workerd)"; npx vitest run
# Differential pass: the busiest API suites again on the stock @libsql/client, so the two clients cannot drift apart.
echo "== vitest differential (stock @libsql/client)"
LIBSQL_DRIVER=client npx vitest run packages/api/test/appointments.test.ts packages/api/test/series.test.ts \
  packages/api/test/tenancy.test.ts packages/api/test/clients-import.test.ts packages/api/test/booking.test.ts
echo "== playwright (Debian chromium)"; npm run test:e2e --silent
