#!/bin/sh
# Backs up the database DATABASE_URL names with pg_dump's custom format (compressed; pg_restore can restore one
# table or all of it) into BACKUP_DIR as <database>-<UTC time>.dump, and keeps only the newest BACKUP_KEEP.
#
#   db-backup.sh          one backup now
#   db-backup.sh loop     a backup now and then every BACKUP_INTERVAL seconds (the compose service)
#   db-backup.sh check    succeeds while the newest backup is younger than two intervals (its health check)
#
# The password comes with DATABASE_URL (or PGPASSWORD / PGPASSFILE), from the environment: never from this file.
# PG_BIN names the folder of pg_dump; by default the newest of Debian's PostgreSQL, else the one on PATH.
set -eu
export LC_ALL=C
# A dump holds every investor's records: readable by this user only, from the first byte written.
umask 077

: "${BACKUP_DIR:=/var/lib/fund/backups}"
: "${BACKUP_KEEP:=14}"
: "${BACKUP_INTERVAL:=86400}"
: "${BACKUP_RETRY:=60}"

for setting in BACKUP_KEEP BACKUP_INTERVAL BACKUP_RETRY; do
  eval "value=\$$setting"
  case "$value" in
    '' | *[!0-9]* | 0) echo "db-backup: $setting=$value is not a whole number above 0" >&2 && exit 2 ;;
  esac
done

if [ "${1:-}" = check ]; then
  minutes=$((2 * BACKUP_INTERVAL / 60 + 1))
  [ -n "$(find "$BACKUP_DIR" -maxdepth 1 -name '[!.]*.dump' -mmin "-$minutes" 2>/dev/null | head -n 1)" ]
  exit
fi

: "${DATABASE_URL:?set DATABASE_URL (postgres://user:password@host:5432/database)}"
# A database host that went away fails the run in half a minute rather than at the system's TCP timeout.
export PGCONNECT_TIMEOUT="${PGCONNECT_TIMEOUT:-30}"
if [ -z "${PG_BIN:-}" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
fi
pg_dump="${PG_BIN:+$PG_BIN/}pg_dump"

# The database's name, without any ?options: every file of this database starts with it.
database="${DATABASE_URL##*/}"
database="${database%%\?*}"

# Each step checks its own failure: `set -e` does not apply inside a function called from `if`.
backup() {
  mkdir -p "$BACKUP_DIR" || return 1
  file="$BACKUP_DIR/$database-$(date -u +%Y%m%dT%H%M%SZ).dump"
  # Written under another name first: a dump cut short (a full disk, a lost connection) never counts as a backup
  # and never pushes a good one out of the retention.
  partial="$BACKUP_DIR/.partial-$database.dump"
  started=$(date +%s)
  if ! "$pg_dump" --format=custom --no-password --file="$partial" --dbname="$DATABASE_URL"; then
    rm -f "$partial"
    echo "db-backup: pg_dump of $database failed" >&2
    return 1
  fi
  chmod 600 "$partial" && mv "$partial" "$file" || return 1
  echo "db-backup: wrote $file ($(wc -c <"$file") bytes in $(($(date +%s) - started)) s)"
  prune
}

# The names sort by their time: everything before the newest BACKUP_KEEP goes.
prune() {
  set -- "$BACKUP_DIR/$database"-[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9]Z.dump
  [ -e "$1" ] || return 0
  excess=$(($# - BACKUP_KEEP))
  while [ "$excess" -gt 0 ]; do
    rm -f -- "$1"
    echo "db-backup: removed $1 (keeping the newest $BACKUP_KEEP)"
    shift
    excess=$((excess - 1))
  done
}

case "${1:-once}" in
  once) backup ;;
  loop)
    # A failed backup (PostgreSQL still starting, a full disk) is logged and tried again every BACKUP_RETRY
    # seconds; the health check turns red once the newest good one is two intervals old.
    # As the container's first process it stops at once when asked (compose stop), even while it sleeps.
    trap 'exit 0' TERM INT
    while true; do
      if backup; then pause="$BACKUP_INTERVAL"; else pause="$BACKUP_RETRY"; fi
      sleep "$pause" &
      wait $!
    done
    ;;
  *) echo "usage: db-backup.sh [once|loop|check]" >&2 && exit 2 ;;
esac
