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

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port, strictPort: true, proxy: apiProxy() },
  preview: { port, strictPort: true, proxy: apiProxy() },
});
