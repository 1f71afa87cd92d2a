import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createScreenHarness, type ScreenHarnessOptions } from './screenHarness';

export type RenderScreenOptions = ScreenHarnessOptions;

/** Renders one screen as the app would (Lingui, runtime, router), with other paths as markers. */
export async function renderScreen(Screen: ComponentType, options: RenderScreenOptions) {
  const { element, ...harness } = await createScreenHarness(Screen, options);
  return { ...render(element), ...harness };
}
