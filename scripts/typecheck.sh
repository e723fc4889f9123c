#!/usr/bin/env bash
# Type-checks every workspace project (each has its own tsconfig.json), two at a time (a 2-core machine); each
# project's output is printed whole when it ends. Fails when any project fails.
set -euo pipefail
cd "$(dirname "$0")/.."
projects=()
for p in packages/db packages/i18n packages/api packages/ui apps/edge apps/web bench e2e; do
  if [ -f "$p/tsconfig.json" ]; then projects+=("$p"); fi
done
printf '%s\n' "${projects[@]}" | xargs -P 2 -I{} sh -c 'out=$(node_modules/.bin/tsc -p "$1" --noEmit 2>&1); rc=$?; printf "tsc -p %s\n%s%s" "$1" "$out" "${out:+
}"; exit $rc' sh {}
