# One multi-stage build for the whole monorepo; compose picks a target per service.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/ui/package.json packages/ui/
COPY api/package.json api/
COPY portal/package.json portal/
COPY backoffice/package.json backoffice/
COPY site/package.json site/
COPY cms/package.json cms/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY . .

FROM source AS api
ENV NODE_ENV=production APP_ENV=production
USER node
EXPOSE 3000
CMD ["node", "api/src/server.ts"]

FROM source AS cms
ENV NODE_ENV=production
RUN cd cms && npx strapi build
EXPOSE 1337
CMD ["node", "node_modules/@strapi/strapi/bin/strapi.js", "start"]
WORKDIR /app/cms

FROM source AS web-build
ARG SITE_URL=http://localhost:3003
ARG PUBLIC_PORTAL_URL=http://localhost:3001
RUN npm run build -w portal && npm run build -w backoffice && npm run build -w site \
  && node scripts/precompress.ts portal/dist backoffice/dist site/dist \
  && node scripts/stack/security-headers.ts nginx-snippets portal=portal/dist backoffice=backoffice/dist site=site/dist

FROM nginx:1.29-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx-compressed-assets.conf /etc/nginx/snippets/compressed-assets.conf
COPY --from=web-build /app/nginx-snippets/ /etc/nginx/snippets/
COPY --from=web-build /app/portal/dist /srv/portal
COPY --from=web-build /app/backoffice/dist /srv/backoffice
COPY --from=web-build /app/site/dist /srv/site
EXPOSE 3001 3002 3003
