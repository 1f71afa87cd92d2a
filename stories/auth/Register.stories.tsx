import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import LoginPage from '#features/auth/login/LoginPage';
import RegisterPage from '#features/auth/register/RegisterPage';
import { answer } from '../../tests/dom/booking/contractFixtures';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Auth/Register' } satisfies Meta;

const EMAIL = 'pia.soto@courtflow.test';

/** /register (the e-mail carried in the address, as login hands it over) whose register call answers as given; /login is there too. */
const registerStory = (outcome: Error | 'pending' | 'awaitsConfirmation') =>
  screenStory(async (language) => {
    const call = (async () => {
      if (outcome === 'pending') return new Promise(() => undefined);
      if (outcome instanceof Error) throw outcome;
      return answer('register', { userId: 31, emailConfirmed: 'N', token: null });
    }) as ApiClient['call'];
    const url = `/register?email=${encodeURIComponent(EMAIL)}`;
    return (await createScreenHarness(RegisterPage, { routeId: 'register', url, api: { call }, language, also: { login: LoginPage } }))
      .element;
  });

type Shows = 'invalid' | 'busy' | 'alert' | 'checkEmail' | 'login';

/** Fills the form as a player would (or leaves it empty) and sends it; waits for what the page shows. */
const submitted =
  (shows: Shows): StoryObj['play'] =>
  async ({ canvasElement }) => {
    const field = (name: string) => canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    if (shows !== 'invalid') {
      await userEvent.type(field('first_name'), 'Pía');
      await userEvent.type(field('last_name'), 'Soto');
      await userEvent.type(field('password'), 'courtflow1');
      await userEvent.type(field('repeat_password'), 'courtflow1');
    } else {
      await userEvent.clear(field('email'));
    }
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    const shown: Record<Shows, string> = {
      invalid: '[aria-invalid="true"]',
      busy: 'button[type="submit"][aria-busy="true"]',
      alert: '[role="alert"]',
      checkEmail: '#register-check-heading',
      login: 'input[name="password"]:not([autocomplete="new-password"])',
    };
    await waitFor(() => expect(canvasElement.querySelector(shown[shows])).not.toBeNull(), { timeout: 5000 });
  };

const refused = (code: string) => new ApiError('register', 400, { code, message: 'refused' });

export const Empty: StoryObj = registerStory('pending');
export const MissingFields: StoryObj = { ...registerStory('pending'), play: submitted('invalid') };
export const Creating: StoryObj = { ...registerStory('pending'), play: submitted('busy') };
export const CheckYourEmail: StoryObj = { ...registerStory('awaitsConfirmation'), play: submitted('checkEmail') };
/** -3: the account exists; login opens with the e-mail and says so. */
export const AlreadyRegistered: StoryObj = { ...registerStory(refused('-3')), play: submitted('login') };
export const TooManyAttempts: StoryObj = { ...registerStory(refused('-48')), play: submitted('alert') };
export const InvalidDocument: StoryObj = { ...registerStory(refused('-918')), play: submitted('alert') };
export const InvalidPhone: StoryObj = { ...registerStory(refused('-1956')), play: submitted('alert') };
export const ServerUnreachable: StoryObj = {
  ...registerStory(new ApiError('register', 0, { code: 'NETWORK', message: 'offline' })),
  play: submitted('alert'),
};
export const OtherError: StoryObj = { ...registerStory(refused('-1')), play: submitted('alert') };

/** After a social check (code 0): the provider's e-mail and names, and the phone of encodedUserData. */
export const SocialPrefilled: StoryObj = screenStory(async (language) => {
  const call = (async () => new Promise(() => undefined)) as ApiClient['call'];
  const data = btoa(JSON.stringify({ phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '912345678' } }));
  const url = `/register?facebookToken=sbx1.a.b&facebookUserId=sbx-1&facebookEmail=${encodeURIComponent(EMAIL)}&facebookFirstName=P%C3%ADa&facebookLastName=Soto&encodedUserData=${data}`;
  return (await createScreenHarness(RegisterPage, { routeId: 'register', url, api: { call }, language })).element;
});
/** -1401: the social token was not verified. */
export const SocialNotVerified: StoryObj = { ...registerStory(refused('-1401')), play: submitted('alert') };
