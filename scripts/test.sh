#!/usr/bin/env bash
# `npm test`: everything that decides a landing (ARCHITECTURE section 8).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
echo "== typecheck" && npx tsc --noEmit
echo "== lint" && npx eslint .
echo "== unit and API tests (PGlite and PostgreSQL)" && npx vitest run
echo "== end-to-end (Chromium against the built site and the real server)"
rm -rf .data-e2e
npx playwright test
