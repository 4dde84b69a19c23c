import { selectBrand } from '@fund/domain';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import capacitorConfig from './capacitor.config.ts';
import { appIconsPlugin } from './pwa/app-icons.ts';
import { appLinksFrom, appLinksPlugin } from './pwa/app-links.ts';
import { webManifest } from './pwa/web-manifest.ts';

const port = Number(process.env.PORTAL_PORT ?? 3001);

// The API is reached under /api on the portal's own origin, so its session cookie stays first-party.
function apiProxy(): Record<string, ProxyOptions> {
  return {
    '/api': {
      target: `http://localhost:${process.env.API_PORT ?? 3000}`,
      rewrite: (path) => path.replace(/^\/api/, ''),
    },
  };
}

// The brand to build for: `VITE_BRAND`, else the `BRAND` every workspace reads, else the active second brand
// (an unknown name stops the app at start, see src's brand module).
const brandName = process.env.VITE_BRAND || process.env.BRAND || '';
const brand = selectBrand(brandName, 'VITE_BRAND');

// The portal's links open the installed app (the Capacitor app id; host and signing from the environment).
const appLinks = appLinksFrom(process.env, capacitorConfig.appId ?? '', brand);

/** The page's theme colour and home-screen icon are the brand's. */
function brandedPage(): Plugin {
  return {
    name: 'fund-branded-page',
    transformIndexHtml: (html) =>
      html.replace(/(<meta name="theme-color" content=")[^"]*/, `$1${brand.colours.primary}`),
  };
}

/**
 * The installable app (vite-plugin-pwa, Workbox): the service worker precaches the app shell and the hashed
 * assets, and answers a navigation with the cached index.html so the app opens offline. It never caches the API:
 * /api is kept out of the navigation fallback and there is no runtime caching at all, so no answer with personal
 * data is ever stored on the device. A new version waits for the investor's reload (`registerType: 'prompt'`).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: webManifest(brand),
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), brandedPage(), appIconsPlugin(brand), appLinksPlugin(appLinks), pwa],
  define: {
    'import.meta.env.VITE_BRAND': JSON.stringify(brandName),
    'import.meta.env.VITE_APP_LINK_HOST': JSON.stringify(appLinks.host),
  },
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port, strictPort: true, proxy: apiProxy() },
  preview: { port, strictPort: true, proxy: apiProxy() },
});
