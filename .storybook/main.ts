import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Plugins of vite.config.ts that only the app's own build needs (compressed copies, the bundle report, the start screen's preloads, the flows coverage). */
const APP_BUILD_ONLY = /compression|visualizer|bundle-report|front-id|preload-start-screen|flows-reports/i;

const flatten = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flatMap((plugin) => (Array.isArray(plugin) ? flatten(plugin) : [plugin]));

/**
 * Storybook of every view in each state of its machine (issue 13). It reuses vite.config.ts (React,
 * Lingui, the path aliases) and works offline: no telemetry, no update check.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  // The stories take no controls: react-docgen's prop tables were more than half of the build time.
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    const plugins = flatten(viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && APP_BUILD_ONLY.test(plugin.name)),
    );
    return { ...viteConfig, plugins };
  },
};

export default config;
