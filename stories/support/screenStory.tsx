import type { ReactElement } from 'react';
import type { StoryObj } from '@storybook/react-vite';

type Built = { element: ReactElement };

/**
 * A story of a whole screen in one state: `build` drives the screen's machine there with fake actors or
 * fixtures typed from the contract (no server) and returns the screen's element in the story's language.
 */
export function screenStory(build: (language: string) => Promise<ReactElement>): StoryObj {
  return {
    loaders: [async ({ globals }): Promise<Built> => ({ element: await build(String(globals.locale ?? 'es-CL')) })],
    render: (_args, { loaded }) => (loaded as Built).element,
  };
}
