#!/usr/bin/env bash
# Type-checks every workspace project (each has its own tsconfig.json).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for p in packages/db packages/i18n packages/api packages/ui apps/edge apps/web bench e2e; do
  if [ -f "$p/tsconfig.json" ]; then
    echo "tsc -p $p"
    npx tsc -p "$p" --noEmit || status=1
  fi
done
exit $status
