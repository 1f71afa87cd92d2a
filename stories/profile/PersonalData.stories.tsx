import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import PersonalDataPage from '#features/profile/personalData/PersonalDataPage';
import type { User } from '#kernel/contract/account';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Profile/Personal data' } satisfies Meta;

const ME = 7;
const CL_FIELDS = {
  first_name: { visible: 'Y', mandatory: 'Y', regexp_validation: null },
  last_name: { visible: 'Y', mandatory: 'Y', regexp_validation: null },
  email: { visible: 'Y', mandatory: 'Y', regexp_validation: null },
  phone: { visible: 'Y', mandatory: 'Y', regexp_validation: '^\\+?56[0-9]{9}$' },
  foid: { visible: 'Y', mandatory: 'N', regexp_validation: '^[0-9]{1,2}\\.?[0-9]{3}\\.?[0-9]{3}-?[0-9kK]$' },
  birth_date: { visible: 'Y', mandatory: 'N', regexp_validation: null },
  gender: { visible: 'Y', mandatory: 'N', regexp_validation: null },
} as const;
const country = {
  isoCode: 'CL',
  name: 'Chile',
  phoneCode: '+56',
  timezone: 'America/Santiago',
  defaultLanguageCode: 'es-CL',
  currencyCode: 'CLP',
  primeEnabled: true,
  fields: CL_FIELDS,
};
const user = (document: boolean): User => ({
  id: ME,
  first_name: 'Pía',
  last_name: 'Soto',
  email: 'pia.soto@courtflow.test',
  birth_date: { year: 1992, month: 4, day: 18 },
  gender: 'F',
  phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '912345678' },
  foid_country: document ? 'CL' : null,
  foid_type: document ? 'NI' : null,
  foid_number: document ? '12345678-5' : null,
  geo: null,
  profilePicture: null,
  language: 'es-CL',
  country_code: 'CL',
  role: 'user',
  corp: null,
  subscription: { hasActiveSubscriptions: false, isEnabledInActiveCountry: false },
});

const api = (answers: Record<string, object | Error>): Pick<ApiClient, 'call'> => ({
  call: (async ({ id }: EndpointDef) => {
    const answer = answers[id];
    if (!answer) return new Promise(() => undefined);
    if (answer instanceof Error) throw answer;
    return { error: false, code: '0', ...answer };
  }) as ApiClient['call'],
});

const story = (answers: Record<string, object | Error>) =>
  screenStory(async (language) => {
    const session = await startLoggedInFakeSession(ME, { countries: [country] });
    const harness = await createScreenHarness(PersonalDataPage, {
      routeId: 'profile.user',
      url: '/profile/user',
      api: api(answers),
      session,
      language,
    });
    return harness.element;
  });

const loaded = (document: boolean) => ({ getUser: { user: user(document) }, getCountries: { countries: [country] } });

/** Types a RUT (when the document is not set) and saves; waits for the notice. */
const saved =
  (rut: string | null): StoryObj['play'] =>
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('input[name="phone"]')).not.toBeNull());
    if (rut) await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name="foid"]')!, rut);
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"], [role="status"]')).not.toBeNull(), { timeout: 5000 });
  };

export const Loading: StoryObj = story({});
export const LoadFailed: StoryObj = story({ getUser: new ApiError('getUser', 0, { code: 'NETWORK', message: 'offline' }) });
/** The document is set: shown, not edited. */
export const WithDocument: StoryObj = story(loaded(true));
/** No document yet: it can be set once. */
export const WithoutDocument: StoryObj = story(loaded(false));
export const Saved: StoryObj = { ...story({ ...loaded(true), updateUser: { user: user(true) } }), play: saved(null) };
/** -3 of the save. */
export const DocumentOfAnotherUser: StoryObj = {
  ...story({ ...loaded(true), updateUser: new ApiError('updateUser', 409, { code: '-3', message: 'taken' }) }),
  play: saved(null),
};
/** -487 of the document call. */
export const DocumentTaken: StoryObj = {
  ...story({
    ...loaded(false),
    updateUser: { user: user(false) },
    updateFoid: new ApiError('updateFoid', 409, { code: '-487', message: 'taken' }),
  }),
  play: saved('12.345.678-5'),
};
