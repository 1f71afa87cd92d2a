import type { ComponentType } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import type { AppRuntime } from '#shell/appRuntime';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { fakeApi, type FakeAnswers } from './fakeApi';
import { screenStory } from './screenStory';

interface PageStoryOptions {
  routeId: string;
  url: string;
  /** What the page's calls answer (contract fixtures); a call not listed never answers. */
  answers: FakeAnswers;
  /** Parts of the runtime to replace (a native shell bridge...). */
  runtime?: Partial<AppRuntime>;
  /** Something the story needs before the page starts (a fake geolocation). */
  before?: () => void;
}

/** A routed page with its own machine, in the state its calls' answers (and the play) lead to. */
export function pageStory(Page: ComponentType, options: PageStoryOptions, play?: StoryObj['play']): StoryObj {
  return {
    ...screenStory(async (language) => {
      options.before?.();
      const harness = await createScreenHarness(Page, {
        routeId: options.routeId,
        url: options.url,
        api: fakeApi(options.answers),
        session: await startLoggedInFakeSession(7),
        runtime: options.runtime,
        language,
      });
      return harness.element;
    }),
    play,
  };
}
