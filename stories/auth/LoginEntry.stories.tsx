import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import LoginPage from '#features/auth/login/LoginPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { createBrowserBridge } from '#shell/bridge/browserBridge';
import type { ShellBridge } from '#shell/bridge';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Auth/Login entry' } satisfies Meta;

/** A fake API by endpoint id: each answers its fields, fails, or never answers. */
const api = (answers: Record<string, object | Error>): Pick<ApiClient, 'call'> => ({
  call: (async ({ id }: EndpointDef) => {
    const answer = answers[id];
    if (!answer) return new Promise(() => undefined);
    if (answer instanceof Error) throw answer;
    return { error: false, code: '0', ...answer };
  }) as ApiClient['call'],
});

/** A shell with biometrics enrolled, whose prompt answers as given. */
const biometricShell = (prompt: 'works' | 'fails'): ShellBridge => ({
  ...createBrowserBridge({ history: window.history, open: () => null }),
  kind: 'native',
  isBiometricEnrolled: async () => true,
  biometricCredentials: async () => {
    if (prompt === 'fails') throw new Error('prompt cancelled');
    return { email: 'player@courtflow.test', token: 'h.e30.s' };
  },
});

const story = (url: string, answers: Record<string, object | Error> = {}, shell?: ShellBridge) =>
  screenStory(async (language) => {
    const runtime = shell ? { shell } : undefined;
    return (await createScreenHarness(LoginPage, { routeId: 'login', url, api: api(answers), language, runtime })).element;
  });

const clickSocial: StoryObj['play'] = async ({ canvasElement }) => {
  const button = [...canvasElement.querySelectorAll('button')].find((b) => /Facebook/.test(b.textContent ?? ''))!;
  await userEvent.click(button);
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
};

const signInWithFacebook: StoryObj['play'] = async (context) => {
  await clickSocial!(context);
  const dialog = document.querySelector('[role="dialog"]')!;
  const inputs = dialog.querySelectorAll<HTMLInputElement>('input');
  await userEvent.type(inputs[1], 'Pía');
  await userEvent.type(inputs[2], 'Soto');
  await userEvent.click(dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  await waitFor(() => expect(context.canvasElement.querySelector('[role="alert"]')).not.toBeNull(), { timeout: 5000 });
};

const clickBiometric: StoryObj['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect([...canvasElement.querySelectorAll('button')].some((b) => /huella/.test(b.textContent ?? ''))).toBe(true));
  const button = [...canvasElement.querySelectorAll('button')].find((b) => /huella/.test(b.textContent ?? ''))!;
  await userEvent.click(button);
  await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull(), { timeout: 5000 });
};

/** existantLead=1: the person already has an account. */
export const ExistingLead: StoryObj = story('/login?existantLead=1&email=pia.soto%40courtflow.test');
/** enrolled=1: a club enrolment was received. */
export const Enrolled: StoryObj = story('/login?enrolled=1&leadCode=PROMO7');
/** The sandbox provider's sign-in, open. */
export const SocialSignIn: StoryObj = { ...story('/login'), play: clickSocial };
/** -1401: the provider token could not be verified. */
export const SocialNotVerified: StoryObj = {
  ...story('/login', {
    issueSandboxFacebookToken: { facebookUserId: 'sbx-1', facebookToken: 'sbx1.a.b' },
    checkFacebookUser: new ApiError('checkFacebookUser', 400, { code: '-1401', message: 'not verified' }),
  }),
  play: signInWithFacebook,
};
/** The shell offers device biometrics. */
export const BiometricOffered: StoryObj = story('/login', {}, biometricShell('works'));
/** Any biometric error: 'Biometric access disabled'. */
export const BiometricDisabled: StoryObj = { ...story('/login', {}, biometricShell('fails')), play: clickBiometric };
