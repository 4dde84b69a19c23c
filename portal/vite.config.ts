import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
const brand = process.env.VITE_BRAND || process.env.BRAND || '';

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_BRAND': JSON.stringify(brand) },
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port, strictPort: true, proxy: apiProxy() },
  preview: { port, strictPort: true, proxy: apiProxy() },
});
