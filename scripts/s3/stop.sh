#!/usr/bin/env bash
# Stops the local S3 endpoint of start.sh: exactly the processes it recorded (SIGTERM, then SIGKILL after
# 10 s). The data stays in FOLIO_S3_DIR (default /tmp/folio-s3); remove that folder to start empty.
set -uo pipefail
RUN=${FOLIO_S3_DIR:-/tmp/folio-s3}/run
pids=()
for s in proxy object container account memcached; do
  f=$RUN/$s.pid
  [ -f "$f" ] || continue
  pid=$(cat "$f")
  if kill -0 "$pid" 2>/dev/null && kill -TERM "$pid"; then
    pids+=("$pid")
    echo "stopping $s ($pid)"
  fi
  rm -f "$f"
done
for _ in $(seq 1 100); do
  alive=()
  for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && alive+=("$p"); done
  [ ${#alive[@]} -eq 0 ] && exit 0
  sleep 0.1
done
echo "still running after 10 s, killing: ${alive[*]}"
kill -KILL "${alive[@]}" 2>/dev/null
exit 0
