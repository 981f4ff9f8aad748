#!/usr/bin/env bash
# The file-store conformance suite against a real S3 API (Debian Swift + s3api, started here and stopped after).
set -euo pipefail
cd "$(dirname "$0")/.."
url=$(bash scripts/s3-swift.sh start | tail -n 1)
trap 'bash scripts/s3-swift.sh stop' EXIT
TEST_S3_URL="$url" npx vitest run --project server-sqlite apps/server/src/files
