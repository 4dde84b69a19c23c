import path from 'node:path';
import express from 'express';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { csrfHeader, isCsrfExempt } from '../auth/csrf.ts';
import { accessTokenCookie } from '../auth/session.ts';

const viewer = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<link rel="stylesheet" href="docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="docs/assets/swagger-ui-bundle.js"></script>
<script src="docs/viewer.js"></script></body></html>`;

// Relative URLs so the viewer works both directly and under a front end's /api prefix.
const viewerScript = `window.ui = SwaggerUIBundle({ url: 'docs/openapi.json', dom_id: '#ui' });`;

/** The OpenAPI document of the routes a registry holds, as `/docs/openapi.json` serves it. */
export function documentOf(routes: ApiRoutes, version: string) {
  return routes.document(
    { title: 'Fund platform API', version },
    { sessionCookie: accessTokenCookie, csrfHeader, csrfExempt: isCsrfExempt },
  );
}

/** Mounted last, so the document lists every route the modules added. */
export function docsRoutes(routes: ApiRoutes, app: express.Express, version: string): void {
  const document = () => documentOf(routes, version);
  app.use('/docs/assets', express.static(path.resolve(getAbsoluteFSPath()), { index: false }));
  app.get('/docs/openapi.json', (_req, res) => {
    res.json(document());
  });
  app.get('/docs/viewer.js', (_req, res) => {
    res.type('text/javascript').send(viewerScript);
  });
  app.get('/docs', (req, res) => {
    if (req.accepts(['html', 'json']) === 'json') {
      res.json(document());
      return;
    }
    res.type('html').send(viewer);
  });
}
