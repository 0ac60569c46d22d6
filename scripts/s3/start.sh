#!/usr/bin/env bash
# A local S3 endpoint for tests and development: single-node OpenStack Swift with its S3 API (s3api +
# tempauth), listening on 127.0.0.1 only. Needs Debian's swift swift-proxy swift-account swift-container
# swift-object (and memcached, optional but twice as fast) and /etc/swift/swift.conf, which the swift package ships.
#
#   scripts/s3/start.sh     prints the endpoint once it answers a signed request; running it again while the
#                           servers run only prints it again. scripts/s3/stop.sh stops them.
#
# Credentials: access key test:tester, secret testing, region us-east-1, path-style addresses.
# Environment: FOLIO_S3_DIR (state: configs, rings, data, logs, PIDs; default /tmp/folio-s3, never the
# repository), S3_PROXY_PORT (18080), S3_OBJECT_PORT (16010), S3_CONTAINER_PORT (16011),
# S3_ACCOUNT_PORT (16012), S3_MEMCACHED_PORT (11311), S3_USE_MEMCACHED (auto | yes | no).
set -euo pipefail
T0=$(date +%s.%N)

BASE=${FOLIO_S3_DIR:-/tmp/folio-s3}
PROXY_PORT=${S3_PROXY_PORT:-18080}
OBJ_PORT=${S3_OBJECT_PORT:-16010}
CONT_PORT=${S3_CONTAINER_PORT:-16011}
ACCT_PORT=${S3_ACCOUNT_PORT:-16012}
MC_PORT=${S3_MEMCACHED_PORT:-11311}
USE_MEMCACHED=${S3_USE_MEMCACHED:-auto}
RUN_USER=$(id -un)
ETC=$BASE/etc; DATA=$BASE/data; RUN=$BASE/run; LOG=$BASE/log
# Debian's python: a pyenv or venv python3 earlier on PATH has no swift module.
PY=/usr/bin/python3
ENDPOINT=http://127.0.0.1:$PROXY_PORT

# Swift keeps object metadata in xattrs and a data folder inside the work tree would be committed by mistake.
REPO=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$BASE"
BASE=$(cd "$BASE" && pwd)
case "$BASE/" in "$REPO"/*) echo "FOLIO_S3_DIR must be outside the repository ($REPO)"; exit 1 ;; esac

for b in swift-proxy-server swift-account-server swift-container-server swift-object-server; do
  command -v "$b" >/dev/null || { echo "missing $b: apt-get install -y swift swift-proxy swift-account swift-container swift-object memcached"; exit 1; }
done
# Swift always reads the hash prefix and suffix and the storage policies from /etc/swift/swift.conf (swift_dir does not move it).
if ! grep -q '^swift_hash_path_\(suffix\|prefix\)' /etc/swift/swift.conf 2>/dev/null; then
  echo "/etc/swift/swift.conf has no [swift-hash] section (the swift package ships one). As root:"
  echo "  printf '[swift-hash]\nswift_hash_path_suffix = changeme\nswift_hash_path_prefix = changeme\n[storage-policy:0]\nname = Policy-0\ndefault = yes\n' > /etc/swift/swift.conf"
  exit 1
fi

# A signed ListBuckets. curl turns %3A in the URL's user part back into the ':' of the access key, and
# s3api requires x-amz-content-sha256, which curl does not send itself (here the hash of an empty body).
EMPTY_SHA=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
answers() {
  [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 --aws-sigv4 'aws:amz:us-east-1:s3' \
    -H "x-amz-content-sha256: $EMPTY_SHA" "http://test%3Atester:testing@127.0.0.1:$PROXY_PORT/" || true)" = 200 ]
}
ready() {
  printf 'S3 endpoint ready: %s (access key test:tester, secret testing, region us-east-1, path style)\n' "$ENDPOINT"
  echo "  tests:  TEST_S3_ENDPOINT=$ENDPOINT npx vitest run <path> --project api"
}

# Already running: say where. Some of the servers gone: stop the others (by their recorded PIDs) and start anew.
alive=0; recorded=0
for f in "$RUN"/*.pid; do
  [ -e "$f" ] || continue
  recorded=$((recorded + 1))
  kill -0 "$(cat "$f")" 2>/dev/null && alive=$((alive + 1))
done
if [ "$recorded" -gt 0 ] && [ "$alive" -eq "$recorded" ] && answers; then ready; exit 0; fi
[ "$recorded" -gt 0 ] && FOLIO_S3_DIR=$BASE "$(dirname "$0")/stop.sh"

mkdir -p "$ETC" "$DATA/d1" "$RUN" "$LOG"
$PY - "$DATA/d1" <<'EOF'
import os, sys, xattr
p = os.path.join(sys.argv[1], '.xattr_probe'); open(p, 'w').close()
try:
    xattr.setxattr(p, 'user.swift.probe', b'x' * 254)
except OSError as e:
    sys.exit('the filesystem under %s does not keep user xattrs, which Swift needs: %s' % (sys.argv[1], e))
finally:
    os.unlink(p)
EOF

# Without memcached every request logs a memcache error and account and container info is never cached (half the speed).
MC_SERVERS=127.0.0.1:$MC_PORT
if [ "$USE_MEMCACHED" != no ] && command -v memcached >/dev/null; then
  nohup memcached -l 127.0.0.1 -p "$MC_PORT" -U 0 -m 64 -c 1024 -u "$RUN_USER" >"$LOG/memcached.log" 2>&1 &
  echo $! > "$RUN/memcached.pid"
elif [ "$USE_MEMCACHED" = yes ]; then
  echo "memcached is not installed (apt-get install -y memcached)"; exit 1
fi

# One process per server (workers = 0), so that stop.sh stops exactly the PIDs recorded here. Swift also
# logs to syslog whatever it is told: a dead loopback UDP port keeps that out of the host's; -v writes log/*.log.
common() {
cat <<EOF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $1
workers = 0
user = $RUN_USER
swift_dir = $ETC
devices = $DATA
mount_check = false
disable_fallocate = true
log_level = INFO
log_udp_host = 127.0.0.1
log_udp_port = 9
EOF
}
for pair in account:$ACCT_PORT container:$CONT_PORT object:$OBJ_PORT; do
  name=${pair%%:*}
  { common "${pair#*:}"; printf '\n[pipeline:main]\npipeline = healthcheck %s-server\n\n[app:%s-server]\nuse = egg:swift#%s\n\n[filter:healthcheck]\nuse = egg:swift#healthcheck\n' "$name" "$name" "$name"; } > "$ETC/$name-server.conf"
done

cat > "$ETC/proxy-server.conf" <<EOF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $PROXY_PORT
workers = 0
user = $RUN_USER
swift_dir = $ETC
log_level = INFO
log_udp_host = 127.0.0.1
log_udp_port = 9

[pipeline:main]
# s3api directly before tempauth; slo after it, for multipart uploads.
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
# The tempauth account is created on its first use.
account_autocreate = true

[filter:s3api]
use = egg:swift#s3api
location = us-east-1

[filter:tempauth]
use = egg:swift#tempauth
# S3 access key test:tester, secret testing.
user_test_tester = testing .admin
reseller_prefix = AUTH

[filter:cache]
use = egg:swift#memcache
memcache_servers = $MC_SERVERS

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:healthcheck]
use = egg:swift#healthcheck

[filter:proxy-logging]
use = egg:swift#proxy_logging

[filter:listing_formats]
use = egg:swift#listing_formats

[filter:copy]
use = egg:swift#copy

[filter:slo]
use = egg:swift#slo

[filter:dlo]
use = egg:swift#dlo
EOF

# Rings: one replica on one device, part power 10. The same as swift-ring-builder's create, add and
# rebalance for each of the three, in one python process (each swift-ring-builder call costs a second of imports).
PORTS="$ACCT_PORT $CONT_PORT $OBJ_PORT"
if [ "$(cat "$ETC/ring.ports" 2>/dev/null)" != "$PORTS" ] || [ ! -f "$ETC/account.ring.gz" ] \
   || [ ! -f "$ETC/container.ring.gz" ] || [ ! -f "$ETC/object.ring.gz" ]; then
  $PY - "$ETC" $PORTS <<'EOF'
import os, sys
from swift.common.ring import RingBuilder
etc = sys.argv[1]
for name, port in zip(('account', 'container', 'object'), map(int, sys.argv[2:5])):
    b = RingBuilder(10, 1, 1)
    b.add_dev({'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': port,
               'replication_ip': '127.0.0.1', 'replication_port': port,
               'device': 'd1', 'weight': 100, 'meta': ''})
    b.rebalance()
    b.save(os.path.join(etc, name + '.builder'))
    b.get_ring().save(os.path.join(etc, name + '.ring.gz'))
EOF
  echo "$PORTS" > "$ETC/ring.ports"
fi

# nohup execs in place, so $! is the server's own PID. EVENTLET_NO_GREENDNS skips a slow DNS import
# (every address here is a literal 127.0.0.1); it halves each server's start.
export EVENTLET_NO_GREENDNS=yes
for s in account container object proxy; do
  nohup "swift-$s-server" "$ETC/$s-server.conf" -v >>"$LOG/$s.log" 2>&1 &
  echo $! > "$RUN/$s.pid"
done

for _ in $(seq 1 600); do
  answers && break
  for f in "$RUN"/*.pid; do
    kill -0 "$(cat "$f")" 2>/dev/null && continue
    s=$(basename "$f" .pid)
    echo "$s stopped while starting; see $LOG/$s.log:"; tail -20 "$LOG/$s.log"
    FOLIO_S3_DIR=$BASE "$(dirname "$0")/stop.sh" >/dev/null
    exit 1
  done
  sleep 0.1
done
answers || { echo "the S3 endpoint did not answer within a minute; see $LOG/"; FOLIO_S3_DIR=$BASE "$(dirname "$0")/stop.sh" >/dev/null; exit 1; }
ready
awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN { printf "  started in %.1f s\n", b - a }'
