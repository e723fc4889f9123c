import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cloudflareHeadersFile } from '../../packages/api/src/shared/security-headers';
import { bookingPreact } from './booking-preact';
import { chunkReport } from './chunk-report';

/** BUILD_HASH, else the git short sha, else the build time. The server publishes the same value at /version.json. */
function buildHash(): string {
  if (process.env.BUILD_HASH) return process.env.BUILD_HASH;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return String(Date.now());
  }
}

const hash = buildHash();

/** Modules of ours without side effects on import (the owner app's and the packages'; not the booking page's). */
const OWN_PURE_MODULES =
  /[\\/](?:packages[\\/](?:api|ui|db|i18n)[\\/]src|apps[\\/]web[\\/]src[\\/](?:app|features|lib))[\\/](?!zod-config\.ts$).*\.(?:ts|tsx|js)$/;
/** recharts and what it alone brings (d3, redux, immer, decimal.js-light, es-toolkit, clsx, its use-sync-external-store). */
const CHART_LIBRARIES =
  /node_modules[\\/](?:recharts|d3-[a-z-]+|victory-vendor|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|react-is|clsx|use-sync-external-store[\\/](?:with-selector|cjs[\\/]use-sync-external-store-with-selector))[\\/.]/;
const api = 'http://localhost:8787';

/** Writes dist/version.json so a static server can publish the hash this build was made with. */
function versionFile(): Plugin {
  return {
    name: 'kairos-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ hash })}\n` });
      // Cloudflare serves the static assets without the Worker: the same security headers come from this file.
      this.emitFile({ type: 'asset', fileName: '_headers', source: cloudflareHeadersFile() });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  define: { 'import.meta.env.VITE_BUILD_HASH': JSON.stringify(hash) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json and .vite/chunks.json (chunk-report.ts): what the size benchmark and test read.
    manifest: true,
    // zod in a chunk of its own, loaded with the first screen that validates (main.tsx's first import, lib/zod-config,
    // has switched it to jitless by then without importing it: the CSP forbids eval and zod's probe would report it).
    rolldownOptions: {
      // The owner app, and the public booking page's own small bundle (src/booking; issue 12's budget).
      input: { main: resolve(import.meta.dirname, 'index.html'), booking: resolve(import.meta.dirname, 'booking.html') },
      // Our own modules run nothing on import that the app needs unless it uses one of their exports (lib/zod-config
      // aside, and the stylesheets): so an import through a barrel (@kairos/ui, @kairos/api/shared, lib/records)
      // brings only what is used into a chunk, and a screen's code stays out of the first load.
      treeshake: { moduleSideEffects: [{ test: OWN_PURE_MODULES, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The libraries of the two heaviest screens in chunks of their own, loaded with those screens (the
            // bench's "largest chunks" names them): the charts of analytics, the calendar's schedule-x.
            // Only the libraries themselves (not React, which they import, and which is in the first load), and not
            // Preact: the booking page renders with it too (booking-preact.ts), and put in this group its updates
            // stopped reaching the page after a language switch.
            { name: 'charts', test: CHART_LIBRARIES, includeDependenciesRecursively: false },
            {
              name: 'schedule-x',
              test: /node_modules[\\/](?:@schedule-x|temporal-polyfill)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/trpc': api, '/api': api, '/healthz': api, '/version.json': api },
  },
  plugins: [
    // The booking page (src/booking) on Preact, the owner app on React; fast refresh is React's only.
    bookingPreact(),
    react({ exclude: /[\\/]src[\\/]booking[\\/]/ }),
    tailwindcss(),
    versionFile(),
    chunkReport(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Kairos',
        short_name: 'Kairos',
        description: 'Bookings and business management for small service businesses',
        lang: 'uk',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f8fafc',
        theme_color: '#4f46e5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/online-booking(\/|$)/, /^\/api(\/|$)/, /^\/trpc(\/|$)/, /^\/healthz/, /^\/version\.json/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
});
