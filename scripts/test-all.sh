#!/usr/bin/env bash
# Everything CI runs: lint, types, unit + integration + Workers-runtime tests, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
echo "== i18n compile"; npm run i18n --silent
echo "== biome"; npx biome check .
echo "== typescript"; bash scripts/typecheck.sh
echo "== vitest (unit, integration against libSQL, workerd)"; npx vitest run
echo "== playwright (Debian chromium)"; npm run test:e2e --silent
