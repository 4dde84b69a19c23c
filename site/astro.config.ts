import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// The API is reached under /api on the site's own origin, as the reverse proxy does in production.
function apiProxy() {
  return {
    '/api': {
      target: `http://localhost:${process.env.API_PORT ?? 3000}`,
      rewrite: (path: string) => path.replace(/^\/api/, ''),
    },
  };
}

export default defineConfig({
  output: 'static',
  // A rebuild can be written beside the live folder and swapped in, so a visitor never sees a half-written site.
  outDir: process.env.SITE_OUT_DIR ?? 'dist',
  site: process.env.SITE_URL ?? 'http://localhost:3003',
  server: { port: Number(process.env.SITE_PORT ?? 3003) },
  integrations: [react()],
  // The site's one stylesheet goes into each page: no render-blocking request before the first paint.
  build: { inlineStylesheets: 'always' },
  i18n: {
    defaultLocale: 'th',
    locales: ['th', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    resolve: { dedupe: ['react', 'react-dom'] },
    // Astro needs newer cookie and zod majors than the workspace root hoists; bundling them into the page
    // renderer makes Vite resolve them from Astro's own folder instead of from this one.
    environments: { prerender: { resolve: { noExternal: ['cookie', 'zod'] } } },
    server: { proxy: apiProxy() },
    preview: { proxy: apiProxy() },
  },
});
