import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import LoginPage from '#features/auth/login/LoginPage';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Auth/Login' } satisfies Meta;

/** /login whose login call answers as given. */
const loginStory = (url: string, answer: Error | 'pending' = 'pending') =>
  screenStory(async (language) => {
    const call = (async () => {
      if (answer instanceof Error) throw answer;
      return new Promise(() => undefined);
    }) as ApiClient['call'];
    return (await createScreenHarness(LoginPage, { routeId: 'login', url, api: { call }, language })).element;
  });

/** Types an e-mail and a password and submits, as a player would; waits for what the form says. */
const submitted =
  (email: string, password: string, shows: 'alert' | 'invalid' | 'busy'): StoryObj['play'] =>
  async ({ canvasElement }) => {
    const field = (name: string) => canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    if (email) await userEvent.type(field('email'), email);
    if (password) await userEvent.type(field('password'), password);
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    if (shows === 'alert') await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull());
    else if (shows === 'invalid') await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull());
    else await waitFor(() => expect(canvasElement.querySelector('button[type="submit"][aria-busy="true"]')).not.toBeNull());
  };

const refused = (code: string) => new ApiError('login', 400, { code, message: 'refused' });

export const Empty: StoryObj = loginStory('/login');
export const SessionExpired: StoryObj = loginStory('/login?refresh=1');
export const MissingFields: StoryObj = { ...loginStory('/login'), play: submitted('', '', 'invalid') };
export const LoggingIn: StoryObj = { ...loginStory('/login'), play: submitted('player@courtflow.test', 'courtflow', 'busy') };
export const WrongPassword: StoryObj = {
  ...loginStory('/login', refused('-2')),
  play: submitted('player@courtflow.test', 'wrong', 'alert'),
};
export const MustConfirmEmail: StoryObj = {
  ...loginStory('/login', refused('-47')),
  play: submitted('player@courtflow.test', 'courtflow', 'alert'),
};
export const TooManyAttempts: StoryObj = {
  ...loginStory('/login', refused('-48')),
  play: submitted('player@courtflow.test', 'courtflow', 'alert'),
};
export const ServerUnreachable: StoryObj = {
  ...loginStory('/login', new ApiError('login', 0, { code: 'NETWORK', message: 'offline' })),
  play: submitted('player@courtflow.test', 'courtflow', 'alert'),
};
