#!/usr/bin/env bash
# Everything CI runs: lint, types, unit + integration + Workers-runtime tests, the benchmarks' smoke run, browser
# tests. Prints each stage's wall time as it ends and a table of them at the end (scripts/stages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
STAGES_TITLE='npm test: stage times'
source scripts/stages.sh
stage 'i18n compile' npm run i18n --silent
stage 'biome' npx biome check .
stage 'typescript' bash scripts/typecheck.sh
stage 'vitest (unit, integration on libSQL, workerd)' npx vitest run
# Differential pass: the busiest API suites again on the stock @libsql/client, so the two clients cannot drift apart.
stage 'vitest differential (stock @libsql/client)' env LIBSQL_DRIVER=client npx vitest run \
  packages/api/test/appointments.test.ts packages/api/test/series.test.ts packages/api/test/tenancy.test.ts \
  packages/api/test/clients-import.test.ts packages/api/test/booking.test.ts
stage 'chromium (Debian)' bash scripts/ensure-chromium.sh
# One web build for the benchmarks' smoke run and the browser tests.
stage 'web build' npm run build -w @kairos/web --silent
# Every benchmark on tiny data, one sample, no targets: a benchmark that no longer runs fails CI (bench/README.md).
stage 'bench smoke' env WEB_DIST=apps/web/dist node --import tsx bench/all.ts --smoke
stage 'playwright (Debian chromium)' npx playwright test
