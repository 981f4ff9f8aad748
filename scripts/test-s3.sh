#!/usr/bin/env bash
# The S3 step of `npm test` (issue 18 "Data"): the file-store suite and the server tests that move files
# (upload, download, metadata, transfer, backup, two instances) against a real S3 API, Debian Swift +
# s3api, started here and stopped after. Each test app gets a bucket of its own (TEST_S3_URL names the
# server; see testFileStoreUrl in apps/server/src/test/build-test-app.ts). PostgreSQL too when reachable.
set -euo pipefail
cd "$(dirname "$0")/.."
# A Swift of this run's own (a folder and five free ports): another run on the machine keeps its own.
free_base() {
  for _ in $(seq 1 50); do
    local base=$((20000 + RANDOM % 900 * 10)) busy=0
    for p in $(seq "$base" $((base + 4))); do (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null && busy=1; done
    [ "$busy" = 0 ] && { echo "$base"; return; }
  done
  echo "no five free ports found" >&2; exit 1
}
SWIFT_PORT=$(free_base)
SWIFT_ROOT=$(mktemp -d /tmp/vsqx-swift.XXXXXX)
export SWIFT_PORT SWIFT_ROOT
trap 'bash scripts/s3-swift.sh stop; rm -rf "$SWIFT_ROOT"' EXIT
url=$(bash scripts/s3-swift.sh start | tail -n 1)
projects="--project server-s3-sqlite"
if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then projects="$projects --project server-s3-postgres"
elif [ "${CI:-}" = "true" ]; then echo "PostgreSQL is not reachable and CI requires it" >&2; exit 1
else echo "NOTE: PostgreSQL not reachable: the PostgreSQL + S3 run is SKIPPED"; fi
TEST_S3_URL="$url" npx vitest run $projects
