import type { Meta } from '@storybook/react-vite';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { MobileSettingsView } from '#features/profile/mobileSettings/MobileSettingsView';
import { SportCategoriesView } from '#features/profile/sportCategories/SportCategoriesView';
import { SportProfileView } from '#features/profile/sportProfile/SportProfileView';
import type { ClubSportCategoryDto, SportProfileAnswerDto, SportProfileDto, UserSportCategoryDto } from '#kernel/contract/profileItems';
import { mobileSettingsMachine, type MobileSettingsInput, type PushAnswer, type SavePushInput } from '#machines/mobileSettings';
import { sportCategoriesMachine, type ClubSportRef, type SaveCategoryInput } from '#machines/sportCategories';
import { sportProfileMachine, type Availability } from '#machines/sportProfile';
import { machineStory, type StoryStep } from '../support/machineStory';

export default { title: 'Sport profile, categories and device' } satisfies Meta;

const never = <T,>() => new Promise<T>(() => undefined);
const fail = (code: string) => Promise.reject(Object.assign(new Error(code), { code, status: 422 }));
const until = (check: (s: AnyMachineSnapshot) => boolean): StoryStep => ({ until: check });

// ── Sport profile ──
const options = (...texts: string[]) => texts.map((text, i) => ({ id: i + 1, text }));
const questionnaire: SportProfileDto = {
  questions: [
    { id: 1, text: '¿Con qué frecuencia juegas?', options: options('Menos de una vez al mes', 'Algunas veces al mes', 'Cada semana') },
    { id: 2, text: '¿Cómo describirías tu nivel?', options: options('Principiante', 'Intermedio', 'Avanzado') },
    { id: 3, text: '¿Cuándo prefieres jugar?', options: options('Mañana', 'Tarde', 'Noche') },
  ],
  answers: [{ questionId: 1, optionId: 3 }],
};
const answered: SportProfileDto = {
  ...questionnaire,
  answers: [
    { questionId: 1, optionId: 3 },
    { questionId: 2, optionId: 2 },
    { questionId: 3, optionId: 3 },
  ],
};
const sportProfile = (available: boolean, load: () => Promise<SportProfileDto>, save: () => Promise<SportProfileDto> = never) =>
  sportProfileMachine.provide({
    actors: {
      checkAvailability: fromPromise<Availability, void>(async () => ({ available, answered: false })),
      loadProfile: fromPromise<SportProfileDto, void>(load),
      saveProfile: fromPromise<SportProfileDto, { answers: SportProfileAnswerDto[] }>(save),
    },
  });
const profileStory = (machine: ReturnType<typeof sportProfile>, steps: StoryStep[] = []) =>
  machineStory(SportProfileView, { routeId: 'profile.sportprofile', url: '/profile/sportprofile', machine, steps });
const answering = until((s) => s.matches('answering'));
const fillRest: StoryStep[] = [
  answering,
  { type: 'answer.choose', questionId: 2, optionId: 2 },
  { type: 'answer.choose', questionId: 3, optionId: 3 },
];

export const SportProfileLoading = profileStory(sportProfile(true, never));
export const SportProfileAnswering = profileStory(
  sportProfile(true, async () => questionnaire),
  [answering],
);
export const SportProfileSaving = profileStory(
  sportProfile(true, async () => questionnaire),
  [...fillRest, { type: 'profile.save' }],
);
export const SportProfileSaved = profileStory(
  sportProfile(
    true,
    async () => questionnaire,
    async () => answered,
  ),
  [...fillRest, { type: 'profile.save' }, until((s) => s.matches('answering') && s.context.saved)],
);
export const SportProfileSaveFailed = profileStory(
  sportProfile(
    true,
    async () => questionnaire,
    () => fail('-2302'),
  ),
  [...fillRest, { type: 'profile.save' }, until((s) => s.matches('answering') && s.context.error !== null)],
);
export const SportProfileUnavailable = profileStory(sportProfile(false, never), [until((s) => s.matches('unavailable'))]);
export const SportProfileLoadFailed = profileStory(
  sportProfile(true, () => fail('-1')),
  [until((s) => s.matches('loadFailed'))],
);

// ── Sport categories ──
const vitacura: UserSportCategoryDto = {
  clubId: 1,
  clubName: 'Club Pádel Vitacura',
  sportId: 1,
  sportName: 'Pádel',
  category: { id: 6, name: 'B', gender: 'F' },
};
const sportlife: UserSportCategoryDto = { clubId: 2, clubName: 'Sportlife Santiago', sportId: 1, sportName: 'Pádel', category: null };
const clubCategories: ClubSportCategoryDto[] = [
  { id: 1, name: '1ª', gender: 'M' },
  { id: 2, name: '2ª', gender: 'M' },
  { id: 5, name: 'A', gender: 'F' },
  { id: 6, name: 'B', gender: 'F' },
  { id: 7, name: 'C', gender: 'F' },
  { id: 8, name: 'Mixta', gender: 'MIXED' },
];
const categories = (
  load: () => Promise<UserSportCategoryDto[]>,
  fetch: () => Promise<ClubSportCategoryDto[]> = async () => clubCategories,
  save: () => Promise<UserSportCategoryDto[]> = never,
) =>
  sportCategoriesMachine.provide({
    actors: {
      loadClubSports: fromPromise<UserSportCategoryDto[], { userId: number }>(load),
      loadCategories: fromPromise<ClubSportCategoryDto[], ClubSportRef>(fetch),
      saveCategory: fromPromise<UserSportCategoryDto[], SaveCategoryInput>(save),
    },
  });
const categoriesStory = (machine: ReturnType<typeof categories>, steps: StoryStep[] = []) =>
  machineStory(SportCategoriesView, {
    routeId: 'profile.sportcategories',
    url: '/profile/sportcategories',
    machine,
    input: { userId: 7, gender: null },
    steps,
  });
const listed = until((s) => s.matches('listed'));
const both = async () => [vitacura, sportlife];
const picking = until((s) => s.matches({ choosing: 'picking' }));

export const CategoriesLoading = categoriesStory(categories(never));
export const CategoriesListed = categoriesStory(categories(both), [listed]);
export const CategoriesEmpty = categoriesStory(
  categories(async () => []),
  [listed],
);
export const CategoriesLoadFailed = categoriesStory(
  categories(() => fail('-1')),
  [until((s) => s.matches('loadFailed'))],
);
export const CategoryModalFetching = categoriesStory(categories(both, never), [listed, { type: 'category.open', clubId: 2, sportId: 1 }]);
export const CategoryModalPicking = categoriesStory(categories(both), [listed, { type: 'category.open', clubId: 1, sportId: 1 }, picking]);
export const CategoryModalNoGender = categoriesStory(categories(both), [listed, { type: 'category.open', clubId: 2, sportId: 1 }, picking]);
export const CategoryModalSaving = categoriesStory(categories(both), [
  listed,
  { type: 'category.open', clubId: 1, sportId: 1 },
  picking,
  { type: 'category.choose', categoryId: 8 },
  { type: 'category.save' },
]);
export const CategoryModalSaveFailed = categoriesStory(
  categories(
    both,
    async () => clubCategories,
    () => fail('-2303'),
  ),
  [
    listed,
    { type: 'category.open', clubId: 1, sportId: 1 },
    picking,
    { type: 'category.save' },
    until((s) => s.matches({ choosing: 'picking' }) && s.context.error !== null),
  ],
);
export const CategoriesFetchFailed = categoriesStory(
  categories(both, () => fail('-1')),
  [listed, { type: 'category.open', clubId: 1, sportId: 1 }, until((s) => s.matches('listed') && s.context.error !== null)],
);

// ── Mobile settings ──
const device = (token: string | null, check: () => Promise<PushAnswer>, enable: () => Promise<boolean> = never) =>
  mobileSettingsMachine.provide({
    actors: {
      getPushToken: fromPromise<string | null, void>(async () => token),
      checkPush: fromPromise<PushAnswer, { token: string }>(check),
      savePush: fromPromise<PushAnswer, SavePushInput>(never),
      enableBiometric: fromPromise<boolean, void>(enable),
      disableBiometric: fromPromise<void, void>(async () => undefined),
    },
  });
const deviceStory = (machine: ReturnType<typeof device>, input: MobileSettingsInput, steps: StoryStep[] = []) =>
  machineStory(MobileSettingsView, { routeId: 'profile.mobile-settings', url: '/profile/mobile-settings', machine, input, steps });
const app: MobileSettingsInput = { inApp: true, userId: 7, biometricOn: true };
const ready = until((s) => s.matches('ready'));
const pushOn = async (): Promise<PushAnswer> => ({ token: 'device-token-1', active: 'Y' });

export const DeviceOutsideApp = deviceStory(device(null, never), { ...app, inApp: false });
export const DeviceLoading = deviceStory(device('device-token-1', never), app);
export const DeviceReady = deviceStory(device('device-token-1', pushOn), app, [ready]);
export const DeviceNoPushPermission = deviceStory(device(null, never), { ...app, biometricOn: false }, [ready]);
export const DeviceSignedOut = deviceStory(device('device-token-1', never), { inApp: true, userId: null, biometricOn: false }, [ready]);
export const DeviceEnrolling = deviceStory(device(null, never), { ...app, biometricOn: false }, [ready, { type: 'biometric.toggle' }]);
export const DeviceBiometricDisabled = deviceStory(
  device(null, never, () => Promise.reject(new Error('sensor gone'))),
  { ...app, biometricOn: false },
  [ready, { type: 'biometric.toggle' }, until((s) => s.matches('ready') && s.context.biometricProblem !== null)],
);
export const DevicePushCheckFailed = deviceStory(
  device('device-token-1', () => fail('-1')),
  app,
  [ready],
);
