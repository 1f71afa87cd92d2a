import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { frontId } from './build/frontId';
import { pathAliases } from './build/pathAliases';
import { preactRenderer } from './build/preactRenderer';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    frontId(),
    // Brotli and gzip copies beside every built file over 1 KB, served by server/http/spa.ts.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { alias: [...pathAliases, ...preactRenderer] },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false },
});
