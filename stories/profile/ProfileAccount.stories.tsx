import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor as waitInCanvas } from 'storybook/test';
import { waitFor } from 'xstate';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import ChangeEmailPage from '#features/profile/account/ChangeEmailPage';
import ChangePasswordPage from '#features/profile/account/ChangePasswordPage';
import ProfileMenuPage from '#features/profile/ProfileMenuPage';
import TermsPage from '#features/terms/TermsPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { sessionSelectors } from '#machines/session';
import { startFakeSession, startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Profile/Account' } satisfies Meta;

// The profile's account pages (picture, password, e-mail, closure) and /terms in each state, over the
// real session machine and a fake API whose calls answer as each story needs.

/** An 8 px green square, so the picture shows without a server (the CSP allows data: images). */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQr4rCihiGlgQArmE8wR4FqR4AAAAASUVORK5CYII=';
const PROFILE = {
  id: 10,
  first_name: 'Pía',
  last_name: 'Soto Valenzuela',
  email: 'pia.soto@courtflow.test',
  language: 'es-CL',
  role: 'user',
  corp: null,
  profilePicture: null as string | null,
  subscription: { hasActiveSubscriptions: false, isEnabledInActiveCountry: false },
};
const TERMS = {
  country: 'CL',
  language: 'es-CL',
  title: 'Términos y condiciones de uso',
  body: 'Estos términos rigen el uso de la aplicación en Chile.\n\n1. Tu cuenta. Puedes pedir el cierre de tu cuenta: te contactaremos dentro de 48 horas.\n\n2. Reservas. Cada club fija sus precios y reglas.',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

type Answer = object | Error | 'pending';
const refused = (code: string, status = 400) => new ApiError('profile', status, { code, message: 'refused' });

/** A fake API: each endpoint id answers its fields (or never, or fails). */
const api = (answers: Record<string, Answer>): Pick<ApiClient, 'call'> => ({
  call: (async ({ id }: EndpointDef) => {
    const answer = answers[id] ?? 'pending';
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer instanceof Error) throw answer;
    return { error: false, code: '0', ...answer };
  }) as ApiClient['call'],
});

const loggedIn = async (picture: string | null = null) => {
  const session = await startLoggedInFakeSession(PROFILE.id, { profile: { ...PROFILE, profilePicture: picture } });
  await waitFor(session, (s) => sessionSelectors.profile(s) !== null);
  return session;
};

const accountStory = (
  Screen: ComponentType,
  routeId: string,
  url: string,
  answers: Record<string, Answer>,
  picture: string | null = null,
) =>
  screenStory(async (language) => {
    const session = routeId === 'terms' ? await startFakeSession() : await loggedIn(picture);
    // No closure request on file unless the story says otherwise.
    const all = { getAccountClosure: { request: null }, ...answers };
    return (await createScreenHarness(Screen, { routeId, url, api: api(all), session, language })).element;
  });

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = (root: HTMLElement) => userEvent.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);
const shows = (root: HTMLElement, selector: string) => waitInCanvas(() => expect(root.querySelector(selector)).not.toBeNull());

// ── the menu: picture and closure ──
export const MenuWithoutPicture: StoryObj = accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', {});
export const MenuWithPicture: StoryObj = accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', {}, PICTURE);
const choosePicture =
  (file: File, expected: string): StoryObj['play'] =>
  async ({ canvasElement }) => {
    await userEvent.upload(field(canvasElement, 'profile-picture'), file);
    await shows(canvasElement, expected);
  };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });
export const PictureUploading: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', { uploadProfilePicture: 'pending' }),
  play: choosePicture(png(), '.profile-picture__busy'),
};
export const PictureUploaded: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', { uploadProfilePicture: { profilePicture: PICTURE } }),
  play: choosePicture(png(), '.profile-picture__saved'),
};
export const PictureForgedRefused: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', { uploadProfilePicture: refused('-1424') }, PICTURE),
  play: choosePicture(png(), '.profile-picture__error'),
};
export const PictureWrongType: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', {}),
  play: async ({ canvasElement }) => {
    // The input's accept list would hide a GIF in a file chooser; the check does not rely on it.
    await userEvent.upload(field(canvasElement, 'profile-picture'), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await shows(canvasElement, '.profile-picture__error');
  },
};
const askClosure: StoryObj['play'] = async ({ canvasElement }) => {
  await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('.account-closure .btn--danger')!);
  await waitInCanvas(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
};
export const ClosureQuestion: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', { requestAccountClosure: 'pending' }),
  play: askClosure,
};
export const ClosureRequested: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', {
    requestAccountClosure: { requestedAt: '2026-11-24T12:00:00.000Z', contactWithinHours: 48 },
  }),
  play: async (context) => {
    await askClosure(context);
    await userEvent.click(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] .btn--danger')[0]);
    await shows(context.canvasElement, '.account-closure [role="status"]');
  },
};
export const ClosureLoading: StoryObj = accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', { getAccountClosure: 'pending' });
export const ClosureAlreadyPending: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', {
    getAccountClosure: { request: { requestedAt: '2026-11-23T09:30:00.000Z', contactWithinHours: 48 } },
  }),
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '.account-closure [role="status"]');
    await waitInCanvas(() => expect(canvasElement.querySelector('.account-closure .btn--danger')).toBeNull());
  },
};
export const ClosureLoadFailed: StoryObj = {
  ...accountStory(ProfileMenuPage, 'profile.menu', '/profile/menu', { getAccountClosure: refused('-1', 500) }),
  play: async ({ canvasElement }) => shows(canvasElement, '.account-closure [role="alert"]'),
};

// ── /profile/password ──
const changePassword =
  (current: string, next: string, expected: string): StoryObj['play'] =>
  async ({ canvasElement }) => {
    if (current) await userEvent.type(field(canvasElement, 'current_password'), current);
    await userEvent.type(field(canvasElement, 'password'), next);
    await userEvent.type(field(canvasElement, 'repeat_password'), next);
    await submit(canvasElement);
    await shows(canvasElement, expected);
  };
export const PasswordForm: StoryObj = accountStory(ChangePasswordPage, 'profile.password', '/profile/password', {});
export const PasswordInvalid: StoryObj = {
  ...accountStory(ChangePasswordPage, 'profile.password', '/profile/password', {}),
  play: changePassword('', 'corta', '[aria-invalid="true"]'),
};
export const PasswordWrongCurrent: StoryObj = {
  ...accountStory(ChangePasswordPage, 'profile.password', '/profile/password', { changePassword: refused('-2') }),
  play: changePassword('no-es-mi-clave', 'otra-clave-larga', '[aria-invalid="true"]'),
};
export const PasswordTooManyAttempts: StoryObj = {
  ...accountStory(ChangePasswordPage, 'profile.password', '/profile/password', { changePassword: refused('-48', 429) }),
  play: changePassword('mi-clave-actual', 'otra-clave-larga', '[role="alert"]'),
};
export const PasswordChanged: StoryObj = {
  ...accountStory(ChangePasswordPage, 'profile.password', '/profile/password', { changePassword: {} }),
  play: changePassword('mi-clave-actual', 'otra-clave-larga', '[role="status"]'),
};

// ── /profile/email ──
const changeEmail =
  (email: string, expected: string): StoryObj['play'] =>
  async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'email'), email);
    await userEvent.type(field(canvasElement, 'password'), 'mi-clave-actual');
    await submit(canvasElement);
    await shows(canvasElement, expected);
  };
export const EmailForm: StoryObj = accountStory(ChangeEmailPage, 'profile.email', '/profile/email', {});
export const EmailTaken: StoryObj = {
  ...accountStory(ChangeEmailPage, 'profile.email', '/profile/email', { checkEmailChange: { email: 'x', available: false } }),
  play: changeEmail('otra@courtflow.test', '[role="alert"]'),
};
export const EmailWrongPassword: StoryObj = {
  ...accountStory(ChangeEmailPage, 'profile.email', '/profile/email', {
    checkEmailChange: { email: 'x', available: true },
    requestEmailChange: refused('-2'),
  }),
  play: changeEmail('nueva@courtflow.test', '[aria-invalid="true"]'),
};
export const EmailLinkSent: StoryObj = {
  ...accountStory(ChangeEmailPage, 'profile.email', '/profile/email', {
    checkEmailChange: { email: 'x', available: true },
    requestEmailChange: { email: 'nueva@courtflow.test' },
  }),
  play: changeEmail('nueva@courtflow.test', '[role="status"]'),
};

// ── /terms ──
export const TermsLoading: StoryObj = accountStory(TermsPage, 'terms', '/terms', { getTerms: 'pending' });
export const TermsShown: StoryObj = accountStory(TermsPage, 'terms', '/terms', { getTerms: { terms: TERMS } });
export const TermsMissing: StoryObj = accountStory(TermsPage, 'terms', '/terms', { getTerms: refused('-404', 404) });
