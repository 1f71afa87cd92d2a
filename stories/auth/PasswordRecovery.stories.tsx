import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import ForgotPasswordPage from '#features/auth/passwordRecovery/ForgotPasswordPage';
import ResetPasswordPage from '#features/auth/passwordRecovery/ResetPasswordPage';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Auth/Password recovery' } satisfies Meta;

type Answer = Error | 'pending' | 'ok';

/** A recovery page whose calls answer as given. */
const recoveryStory = (page: 'forgot' | 'reset', url: string, answer: Answer = 'pending') =>
  screenStory(async (language) => {
    const call = (async () => {
      if (answer instanceof Error) throw answer;
      if (answer === 'ok') return { error: false, code: '0' };
      return new Promise(() => undefined);
    }) as ApiClient['call'];
    const Screen = page === 'forgot' ? ForgotPasswordPage : ResetPasswordPage;
    const routeId = page === 'forgot' ? 'forgot_password' : 'reset_password';
    return (await createScreenHarness(Screen, { routeId, url, api: { call }, language })).element;
  });

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = (root: HTMLElement) => userEvent.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);

const askedByEmail =
  (email: string, shows: 'alert' | 'invalid' | 'status'): StoryObj['play'] =>
  async ({ canvasElement }) => {
    if (email) await userEvent.type(field(canvasElement, 'email'), email);
    await submit(canvasElement);
    const selector = shows === 'alert' ? '[role="alert"]' : shows === 'invalid' ? '[aria-invalid="true"]' : '[role="status"]';
    await waitFor(() => expect(canvasElement.querySelector(selector)).not.toBeNull());
  };

const newPassword =
  (password: string, repeat: string, shows: 'alert' | 'invalid'): StoryObj['play'] =>
  async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'password'), password);
    await userEvent.type(field(canvasElement, 'repeat_password'), repeat);
    await submit(canvasElement);
    const selector = shows === 'alert' ? '[role="alert"]' : '[aria-invalid="true"]';
    await waitFor(() => expect(canvasElement.querySelector(selector)).not.toBeNull());
  };

const refused = (code: string, status = 400) => new ApiError('recovery', status, { code, message: 'refused' });
const LINK = '/reset_password?email=martina%40example.com&token=abc';

export const ForgotByEmail: StoryObj = recoveryStory('forgot', '/forgot_password');
export const ForgotMissingEmail: StoryObj = { ...recoveryStory('forgot', '/forgot_password'), play: askedByEmail('', 'invalid') };
export const ForgotSent: StoryObj = {
  ...recoveryStory('forgot', '/forgot_password', 'ok'),
  play: askedByEmail('martina@example.com', 'status'),
};
export const ForgotTooManyRequests: StoryObj = {
  ...recoveryStory('forgot', '/forgot_password', refused('-48', 429)),
  play: askedByEmail('martina@example.com', 'alert'),
};
export const ForgotByDocument: StoryObj = {
  ...recoveryStory('forgot', '/forgot_password'),
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelectorAll<HTMLButtonElement>('[role="radio"]')[1]);
    await waitFor(() => expect(field(canvasElement, 'foid_number')).not.toBeNull());
  },
};
export const ResetForm: StoryObj = recoveryStory('reset', LINK);
export const ResetPasswordsDiffer: StoryObj = {
  ...recoveryStory('reset', LINK),
  play: newPassword('New-pass-456', 'other-pass', 'invalid'),
};
export const ResetLinkUsed: StoryObj = {
  ...recoveryStory('reset', LINK, refused('-37')),
  play: newPassword('New-pass-456', 'New-pass-456', 'alert'),
};
export const ResetLinkIncomplete: StoryObj = recoveryStory('reset', '/reset_password?email=martina%40example.com');
