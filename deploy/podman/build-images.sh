#!/bin/sh
# Builds the images docker-compose.yml runs (fund-postgres, fund-api, fund-cms, fund-web, fund-mail, fund-site-builder)
# with podman, on the host's network so that `npm ci` and apt-get reach their registries. Run from anywhere, as root,
# after build-base.sh. Usage: deploy/podman/build-images.sh [TARGET...]   (default: all six; BASE_IMAGE to override)
set -eu
cd "$(dirname "$0")/../.."
BASE_IMAGE="${BASE_IMAGE:-fund-base}"
[ "$#" -gt 0 ] || set -- postgres api cms web mail site-builder
# Where outgoing TLS is inspected, npm needs that certificate authority: a bundle holding it (BUILD_CA_FILE, by default
# the one Node is told to trust here) is mounted for the build steps only, never copied into an image.
BUILD_CA_FILE="${BUILD_CA_FILE:-${NODE_EXTRA_CA_CERTS:-}}"
# npm ci opens more files at once than the 1024 a build step gets by default; podman may not raise the limit
# above this shell's own.
OPEN_FILES="${OPEN_FILES:-$(ulimit -Hn)}"
[ "$OPEN_FILES" = unlimited ] && OPEN_FILES=65536
# The public addresses baked into the site's build (its canonical URLs, its links to the portal) are the ones the
# site builder rebuilds it with (docker-compose.yml, site-builder), so a rebuilt page is the baked one with new content
# and the policy nginx sends with both (the site's inline scripts by hash) holds for either.
SITE_URL="${SITE_URL:-http://localhost:${SITE_PORT:-3003}}"
PUBLIC_PORTAL_URL="${PUBLIC_PORTAL_URL:-http://localhost:${PORTAL_PORT:-3001}}"
for target in "$@"; do
  started=$(date +%s)
  podman build --network host --build-arg "BASE_IMAGE=$BASE_IMAGE" \
    --build-arg "SITE_URL=$SITE_URL" --build-arg "PUBLIC_PORTAL_URL=$PUBLIC_PORTAL_URL" ${BUILD_CA_FILE:+--volume "$BUILD_CA_FILE:/run/build-ca.crt:ro"} \
    --ulimit "nofile=$OPEN_FILES:$OPEN_FILES" --target "$target" --tag "fund-$target" .
  echo "fund-$target built in $(($(date +%s) - started)) s"
done
