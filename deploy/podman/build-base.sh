#!/bin/sh
# Builds the base image every project image starts FROM, from Debian's own packages, for machines where
# no image registry can be reached: a minimal Debian bookworm root filesystem (debootstrap) imported as an image.
# Usage (as root): deploy/podman/build-base.sh [IMAGE_NAME]   (default fund-base; needs debootstrap and podman)
# A machine that can pull images does not need this: build with --build-arg BASE_IMAGE=node:24-bookworm-slim.
set -eu
NAME="${1:-fund-base}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
ROOT="$(mktemp -d)"
trap 'rm -rf "$ROOT"' EXIT

debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR"
# Package lists and caches are not needed at run time: images install what they need with apt-get update first.
rm -rf "$ROOT"/var/lib/apt/lists/* "$ROOT"/var/cache/apt/archives/*.deb
# ca-certificates is left to the images that need it; the base stays the bare minbase system.
tar -C "$ROOT" -c . | podman import --change 'CMD ["/bin/bash"]' - "$NAME"
podman image inspect "$NAME" --format '{{.Id}} {{.Size}}'
