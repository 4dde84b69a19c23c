#!/bin/sh
# Starts Debian's PostgreSQL in the foreground. On an empty data folder it first creates the cluster with
# POSTGRES_USER / POSTGRES_PASSWORD, the POSTGRES_DB database and whatever /docker-entrypoint-initdb.d/*.sql
# creates (the CMS database), listening only on the socket while it does.
set -eu
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
: "${PGDATA:=/var/lib/postgresql/data}"
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
: "${POSTGRES_DB:=$POSTGRES_USER}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA" && chmod 700 "$PGDATA"
  pwfile="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" >"$pwfile"
  "$BIN/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256
  rm -f "$pwfile"
  "$BIN/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start
  [ "$POSTGRES_DB" = postgres ] || psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d postgres -c "CREATE DATABASE \"$POSTGRES_DB\""
  for file in /docker-entrypoint-initdb.d/*.sql; do
    [ -e "$file" ] && psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -f "$file"
  done
  "$BIN/pg_ctl" -D "$PGDATA" -m fast -w stop
  # Other containers reach it over the network, always with the password.
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
fi

exec "$BIN/postgres" -D "$PGDATA" -c listen_addresses='*'
