import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const port = Number(process.env.BACKOFFICE_PORT ?? 3002);

// The reverse proxy in front of every environment strips `/api`; dev and preview do the same, so the app's
// requests and the session cookie stay on this origin.
const proxy = {
  '/api': {
    target: `http://localhost:${process.env.API_PORT ?? 3000}`,
    rewrite: (path: string) => path.replace(/^\/api/, '') || '/',
  },
};

// The brand to build for: `VITE_BRAND`, else the `BRAND` every workspace reads, else the active second brand
// (an unknown name stops the app at start, see src's brand module).
const brand = process.env.VITE_BRAND || process.env.BRAND || '';

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_BRAND': JSON.stringify(brand) },
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    // React ships in a chunk of its own (stable across releases, so it stays cached); everything else follows the
    // lazy imports, so the login page loads react-admin's core and not the screens (lists, forms, viewers) or the
    // parts of MUI only they use.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
