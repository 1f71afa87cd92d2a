import type { ComponentType } from 'react';
import { Screen } from '#shell/layout/Screen';
import type { AppRuntime } from '#shell/appRuntime';
import { createActor, waitFor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type InputFrom } from 'xstate';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from './screenStory';

/** A step towards the story's state: an event to send, or a state to wait for. */
type Until = { until: (snapshot: AnyMachineSnapshot) => boolean };
export type StoryStep = { type: string; [key: string]: unknown } | Until;

interface MachineStoryOptions<M extends AnyStateMachine> {
  routeId: string;
  url: string;
  /** The machine with fake actors (machine.provide). */
  machine: M;
  input?: InputFrom<M>;
  steps?: StoryStep[];
  runtime?: Partial<AppRuntime>;
  loggedIn?: boolean;
}

/**
 * A screen's view in one of its machine's states: the machine runs with fake actors, the steps send
 * its events (and wait where an actor answers), and the view renders the actor inside the screen.
 */
export function machineStory<M extends AnyStateMachine>(View: ComponentType<{ actor: AnyActorRef }>, options: MachineStoryOptions<M>) {
  return screenStory(async (language) => {
    const actor = createActor(options.machine, { input: options.input } as never).start();
    for (const step of options.steps ?? []) {
      if ('until' in step) {
        const { until } = step as Until;
        await waitFor(actor, (s) => until(s as AnyMachineSnapshot), { timeout: 2000 });
      } else actor.send(step as never);
    }
    const Shown = () => (
      <Screen narrow>
        <View actor={actor} />
      </Screen>
    );
    const session = options.loggedIn === false ? undefined : await startLoggedInFakeSession(7);
    const harness = await createScreenHarness(Shown, {
      routeId: options.routeId,
      url: options.url,
      session,
      language,
      runtime: options.runtime,
    });
    return harness.element;
  });
}
