#!/usr/bin/env bash
# Checks that a production install runs what `npm run build` made: `npm ci --omit=dev` (no TypeScript
# tooling, no Vite, no esbuild), then `npm start` with NODE_ENV=production on PostgreSQL, until /api/ready,
# a sign-in of the configured administrator, and a clean stop on SIGTERM. It replaces node_modules with the
# production set: run it last, or run `npm ci` after it.
set -euo pipefail
cd "$(dirname "$0")/.."

ADMIN_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
PORT=${PRODUCTION_CHECK_PORT:-4200}
DB=folio_production_check_$$
WORK=$(mktemp -d)
psql_admin() { node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end())" "$ADMIN_URL" "$1"; }

[ -f apps/api/dist/server.js ] && [ -f apps/web/dist/index.html ] || { echo "build first: npm run build"; exit 1; }
npm ci --omit=dev --no-audit --no-fund >/dev/null
for tool in tsx vite esbuild drizzle-kit; do
  if [ -e "node_modules/.bin/$tool" ]; then echo "production install still has $tool"; exit 1; fi
done

server=
psql_admin "CREATE DATABASE $DB"
trap '[ -n "$server" ] && kill -TERM -- -$server 2>/dev/null; psql_admin "DROP DATABASE IF EXISTS $DB WITH (FORCE)"; rm -rf "$WORK"' EXIT
DB_URL=$(node -e "const u=new URL(process.argv[1]);u.pathname='/$DB';console.log(u.toString())" "$ADMIN_URL")

started=$(date +%s.%N)
NODE_ENV=production PORT=$PORT DATA_DIR="$WORK" DATABASE_URL="$DB_URL" JWT_SECRET="$(openssl rand -base64 48)" \
  PUBLIC_URL="http://127.0.0.1:$PORT" ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD=production-check-1 LOG_LEVEL=info \
  setsid npm start >"$WORK/server.log" 2>&1 &
server=$!   # setsid: npm, its shell and the server form one process group, stopped together
for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$PORT/api/ready" >/dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$PORT/api/ready" >/dev/null || { echo "not ready"; cat "$WORK/server.log"; exit 1; }
echo "production install ready in $(echo "$(date +%s.%N) - $started" | bc) s"
curl -sf -o /dev/null "http://127.0.0.1:$PORT/" || { echo "the web app is not served"; exit 1; }
curl -sf -X POST -H 'content-type: application/json' -d '{"email":"owner@example.com","password":"production-check-1"}' \
  "http://127.0.0.1:$PORT/api/auth/login" >/dev/null || { echo "the configured administrator cannot sign in"; exit 1; }
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' -d '{"email":"admin@folio.test","password":"folio-demo"}' "http://127.0.0.1:$PORT/api/auth/login")
[ "$code" = 401 ] || { echo "a demo account exists in production (sign-in answered $code)"; exit 1; }
kill -TERM -- -$server
wait $server || true
# `wait` waits for npm, which may exit before the server has drained and closed: wait for the whole group.
for _ in $(seq 1 100); do kill -0 -- -$server 2>/dev/null || break; sleep 0.2; done
server=
grep -q '"msg":"closed in' "$WORK/server.log" && echo "stopped cleanly on SIGTERM" || { echo "no clean stop on SIGTERM"; cat "$WORK/server.log"; exit 1; }
