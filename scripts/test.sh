#!/usr/bin/env bash
# `npm test`: everything that decides a landing (ARCHITECTURE section 8), cheapest first.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
echo "== typecheck (site, Node and tests, each with its own globals)" && npm run --silent typecheck
echo "== lint (layers and cycles included)" && npx eslint .
echo "== format (Prettier; \`npm run format\` rewrites)" && npx prettier --check .
echo "== unit tests (no database)" && npx vitest run --project unit
echo "== API tests (PGlite, PostgreSQL and Redis servers)" && npx vitest run --project api
echo "== faults survived (PostgreSQL restarted and killed, Redis, SMTP and S3 away, a rolling restart)"
npx vitest run --project faults
echo "== end-to-end (Chromium against the built site and the real server)"
# A fresh database every run; the site in SITE_DIR (.data-e2e-site) is reused while it is current.
rm -rf .data-e2e
npx playwright test
