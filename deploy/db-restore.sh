#!/bin/sh
# Restores a dump db-backup.sh wrote into the database TARGET_URL names (by default DATABASE_URL):
#
#   db-restore.sh /var/lib/fund/backups/fund_api-20260101T000000Z.dump [postgres://user:password@host/database]
#
# The target must exist (an empty database made with createdb, or the live one with the API and worker stopped).
# Every table, sequence and function the dump holds is dropped and recreated from it, in one transaction: a restore
# that fails part way leaves the database as it was. Objects the dump does not hold (a table a newer migration
# added) are left alone. Ownership is not restored: the objects belong to the user who restores.
set -eu
export LC_ALL=C

dump="${1:?usage: db-restore.sh DUMP_FILE [TARGET_DATABASE_URL]}"
target="${2:-${TARGET_URL:-${DATABASE_URL:-}}}"
[ -n "$target" ] || { echo "db-restore: name the target database (a second argument, TARGET_URL or DATABASE_URL)" >&2; exit 2; }
[ -f "$dump" ] || { echo "db-restore: no dump at $dump" >&2; exit 2; }

if [ -z "${PG_BIN:-}" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
fi
pg_restore="${PG_BIN:+$PG_BIN/}pg_restore"

database="${target##*/}"
database="${database%%\?*}"
started=$(date +%s)
"$pg_restore" --clean --if-exists --no-owner --single-transaction --exit-on-error --no-password \
  --dbname="$target" "$dump"
echo "db-restore: restored $dump into $database in $(($(date +%s) - started)) s"
