#!/usr/bin/env bash
# A real S3 API on this machine for the file-store conformance tests: Debian's OpenStack Swift with the
# s3api middleware, single node, under $SWIFT_ROOT (default /tmp/vsqx-swift). Usage: scripts/s3-swift.sh start|stop
# Prints the FILE_STORE_URL to use. Credentials are tempauth's test:tester / testing.
# It listens on $SWIFT_PORT (default 8089, the S3 API) and the four ports after it (object, container and
# account servers, memcached): two runs with their own root and port do not touch each other's Swift.
set -euo pipefail
ROOT=${SWIFT_ROOT:-/tmp/vsqx-swift}
PORT=${SWIFT_PORT:-8089}
ETC=$ROOT/etc
OBJECT_PORT=$((PORT + 1)) CONTAINER_PORT=$((PORT + 2)) ACCOUNT_PORT=$((PORT + 3)) MEMCACHED_PORT=$((PORT + 4))

stop() {
  for pid in "$ROOT"/*.pid; do [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null || true; rm -f "$pid"; done
}

install_if_missing() {
  if ! command -v swift-proxy-server >/dev/null || ! command -v memcached >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends swift swift-proxy swift-object swift-account swift-container memcached >/dev/null
  fi
}

server_conf() { # name port app
  cat > "$ETC/$1-server.conf" <<CONF
[DEFAULT]
devices = $ROOT/node
mount_check = false
user = root
bind_ip = 127.0.0.1
bind_port = $2
workers = 1
swift_dir = $ETC
log_level = WARNING
[pipeline:main]
pipeline = $1-server
[app:$1-server]
use = egg:swift#$1
CONF
}

start() {
  install_if_missing
  stop
  rm -rf "$ROOT" && mkdir -p "$ETC" "$ROOT/node/sdb1"
  server_conf object $OBJECT_PORT
  server_conf container $CONTAINER_PORT
  server_conf account $ACCOUNT_PORT
  cat > "$ETC/proxy-server.conf" <<CONF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $PORT
user = root
workers = 1
swift_dir = $ETC
log_level = WARNING
[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo versioned_writes proxy-logging proxy-server
[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = testing .admin
[filter:s3api]
use = egg:swift#s3api
[filter:catch_errors]
use = egg:swift#catch_errors
[filter:gatekeeper]
use = egg:swift#gatekeeper
[filter:healthcheck]
use = egg:swift#healthcheck
[filter:proxy-logging]
use = egg:swift#proxy_logging
[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:$MEMCACHED_PORT
[filter:listing_formats]
use = egg:swift#listing_formats
[filter:copy]
use = egg:swift#copy
[filter:slo]
use = egg:swift#slo
[filter:dlo]
use = egg:swift#dlo
[filter:versioned_writes]
use = egg:swift#versioned_writes
CONF
  (cd "$ETC" && for r in object:$OBJECT_PORT container:$CONTAINER_PORT account:$ACCOUNT_PORT; do
    swift-ring-builder "${r%%:*}.builder" create 10 1 1 >/dev/null
    swift-ring-builder "${r%%:*}.builder" add "r1z1-127.0.0.1:${r##*:}/sdb1" 1 >/dev/null
    swift-ring-builder "${r%%:*}.builder" rebalance >/dev/null
  done)
  memcached -u root -l 127.0.0.1 -p $MEMCACHED_PORT -m 32 -d -P "$ROOT/memcached.pid"
  for s in object container account proxy; do
    "swift-$s-server" "$ETC/$s-server.conf" > "$ROOT/$s.log" 2>&1 &
    echo $! > "$ROOT/$s.pid"
  done
  for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$PORT/healthcheck" >/dev/null && break; sleep 1; done
  curl -sf "http://127.0.0.1:$PORT/healthcheck" >/dev/null || { tail -20 "$ROOT"/*.log; exit 1; }
  echo "s3://test%3Atester:testing@127.0.0.1:$PORT/vsqx?region=us-east-1"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop"; exit 2 ;;
esac
