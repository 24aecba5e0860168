#!/usr/bin/env bash
set -euo pipefail
: "${POSTGRES_USER:?set POSTGRES_USER}" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" "${POSTGRES_DB:?set POSTGRES_DB}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp); printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" --auth-host=scram-sha-256 --auth-local=trust >/dev/null
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  createdb -U "$POSTGRES_USER" "$POSTGRES_DB"
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
