// `npm run flows:serve`: a Vite server for the flow visualiser alone (src/app/flowsServe), no API.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { flowsReports } from './build/flowsReports';
import { pathAliases } from './build/pathAliases';

const repo = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('./src/app/flowsServe', import.meta.url)),
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), flowsReports()],
  resolve: { alias: pathAliases },
  server: { port: Number(process.env.FLOWS_PORT ?? 5174), fs: { allow: [repo] } },
});
