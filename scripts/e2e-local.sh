#!/usr/bin/env bash
# Runs Playwright against a private build, so several developers (or helpers) can run browser tests at once:
#   scripts/e2e-local.sh <name> [playwright args...]   e.g. scripts/e2e-local.sh projects specs/projects.spec.ts
set -euo pipefail
name=$1; shift
cd "$(dirname "$0")/.."
out="$PWD/apps/server/.e2e-builds/$name"
mkdir -p "$out"
(cd apps/web && npx vite build --outDir "$out/web" --emptyOutDir > "$out.web.log" 2>&1 || { cat "$out.web.log"; exit 1; })
(cd apps/server && SERVER_OUT="$out" node build.mjs)
port=$((9000 + $(printf '%s' "$name" | cksum | cut -d' ' -f1) % 900))
cd e2e && E2E_PORT=$port E2E_WEB_DIST="$out/web" E2E_SERVER_DIST="$out" npx playwright test "$@"
