import react from '@astrojs/react';
import { defineConfig, fontProviders } from 'astro/config';
import { brandFontVariants } from './src/lib/brand-font.ts';

// The API is reached under /api on the site's own origin, as the reverse proxy does in production.
function apiProxy() {
  return {
    '/api': {
      target: `http://localhost:${process.env.API_PORT ?? 3000}`,
      rewrite: (path: string) => path.replace(/^\/api/, ''),
    },
  };
}

// The CMS, whose uploads the site may fetch and process: at the address the build reads it (src/lib/media.ts), and
// at its public one.
function cmsImagePatterns() {
  const addresses = [process.env.CMS_URL, process.env.CMS_PUBLIC_URL]
    .map((url) => url?.trim())
    .filter((url): url is string => Boolean(url));
  return (addresses.length ? addresses : ['http://localhost:1337']).map((address) => {
    const cms = new URL(address);
    return { protocol: cms.protocol.replace(':', ''), hostname: cms.hostname, port: cms.port };
  });
}

export default defineConfig({
  output: 'static',
  // A rebuild can be written beside the live folder and swapped in, so a visitor never sees a half-written site.
  outDir: process.env.SITE_OUT_DIR ?? 'dist',
  site: process.env.SITE_URL ?? 'http://localhost:3003',
  server: { port: Number(process.env.SITE_PORT ?? 3003) },
  integrations: [react()],
  // CMS images go through Astro's image pipeline: fetched from the CMS at build time, served from the site.
  image: { remotePatterns: cmsImagePatterns() },
  // The brand's font, served from the site itself (src/lib/brand-font.ts), never from a font CDN. `optional` keeps
  // the first paint in Astro's metric-matched fallback when the font is late, so it neither shifts the layout nor
  // delays the largest paint; the 400 weight is preloaded.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Noto Sans Thai',
      cssVariable: '--font-brand',
      options: { variants: brandFontVariants() },
      display: 'optional',
      fallbacks: ['sans-serif'],
    },
  ],
  // The site's one stylesheet goes into each page: no render-blocking request before the first paint.
  build: { inlineStylesheets: 'always' },
  i18n: {
    defaultLocale: 'th',
    locales: ['th', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    // The shell's bundle (components/shell/shell-script.astro, through `?worker&url`) is loaded as a module.
    worker: { format: 'es' },
    resolve: { dedupe: ['react', 'react-dom'] },
    // Astro needs newer cookie and zod majors than the workspace root hoists; bundling them into the page
    // renderer makes Vite resolve them from Astro's own folder instead of from this one.
    environments: { prerender: { resolve: { noExternal: ['cookie', 'zod'] } } },
    server: { proxy: apiProxy() },
    preview: { proxy: apiProxy() },
  },
});
