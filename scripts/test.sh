#!/usr/bin/env bash
# `npm test`: everything that decides a landing (ARCHITECTURE section 8), cheapest first.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
# The three checks each use one core: run at once, each one's output shown whole, in this order.
checks=$(mktemp -d)
trap 'rm -rf "$checks"' EXIT
npm run --silent typecheck >"$checks/typecheck" 2>&1 & typecheck=$!
npx eslint . >"$checks/lint" 2>&1 & lint=$!
npx prettier --check . >"$checks/format" 2>&1 & format=$!
failed=0
report() {
  echo "$1"
  wait "$2" || failed=1
  cat "$3"
}
report "== typecheck (site, Node and tests, each with its own globals)" $typecheck "$checks/typecheck"
report "== lint (layers and cycles included)" $lint "$checks/lint"
report "== format (Prettier; \`npm run format\` rewrites)" $format "$checks/format"
[ "$failed" = 0 ] || { echo "A check failed (above)." >&2; exit 1; }
echo "== unit tests (no database)" && npx vitest run --project unit
echo "== API tests and screens against the API (PGlite, PostgreSQL and Redis servers)"
npx vitest run --project api --project screens
echo "== faults survived (PostgreSQL restarted and killed, Redis, SMTP and S3 away, a rolling restart)"
npx vitest run --project faults
echo "== end-to-end (Chromium against the built site and the real server)"
# A fresh database every run; the site in SITE_DIR (.data-e2e-site) is reused while it is current.
rm -rf .data-e2e
npx playwright test
