// /profile/sportcategories: the player's category at each club and sport that keeps categories,
// and the modal that chooses one (user_club_sport_categories).
//
//   loading      GET /api/users/{id}/club-sport-categories → listed; failure → loadFailed
//   listed       category.open {clubId, sportId} (one listed) → choosing
//   choosing     category.close → listed
//     fetching   GET /api/clubs/{clubId}/sports/{sportId}/sport_categories → picking, with the current
//                choice; failure → listed with the message
//     picking    gender.choose (drops a category of the other gender), category.choose (one of the
//                club's, for the gender); category.save with both → saving
//     saving     POST .../user_club_sport_categories → listed with the answer; failure (-2303,
//                -2304, other) → picking with the message
//   loadFailed   categories.reload → loading
import { assign, setup } from 'xstate';
import type { ClubSportCategoryDto, UserSportCategoryDto } from '#kernel/contract/profileItems';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type {
  ClubSportRef,
  PlayerGender,
  SaveCategoryInput,
  SportCategoriesContext,
  SportCategoriesEvent,
  SportCategoriesInput,
} from './sportCategories.types';

type Args = { context: SportCategoriesContext };
type E = { event: SportCategoriesEvent };

const fits = (category: ClubSportCategoryDto | undefined, gender: PlayerGender | null) =>
  Boolean(category && gender && (category.gender === 'MIXED' || category.gender === gender));
const openAsked = ({ event }: E): ClubSportRef =>
  event.type === 'category.open' ? { clubId: event.clubId, sportId: event.sportId } : { clubId: 0, sportId: 0 };
const categoryAsked = ({ event }: E) => ({ categoryId: event.type === 'category.choose' ? event.categoryId : 0 });
const genderAsked = ({ event }: E) => ({ gender: event.type === 'gender.choose' ? event.gender : ('M' as const) });

export const sportCategoriesMachine = setup({
  types: { context: {} as SportCategoriesContext, events: {} as SportCategoriesEvent, input: {} as SportCategoriesInput },
  actors: {
    loadClubSports: placeholder<UserSportCategoryDto[], { userId: number }>('sportCategories', 'loadClubSports'),
    loadCategories: placeholder<ClubSportCategoryDto[], ClubSportRef>('sportCategories', 'loadCategories'),
    saveCategory: placeholder<UserSportCategoryDto[], SaveCategoryInput>('sportCategories', 'saveCategory'),
  },
  guards: {
    isListed: ({ context }: Args, ref: ClubSportRef) =>
      context.clubSports.some((cs) => cs.clubId === ref.clubId && cs.sportId === ref.sportId),
    fitsGender: ({ context }: Args, { categoryId }: { categoryId: number }) =>
      fits(
        context.categories.find((c) => c.id === categoryId),
        context.gender,
      ),
    isComplete: ({ context }: Args) =>
      fits(
        context.categories.find((c) => c.id === context.categoryId),
        context.gender,
      ),
  },
  actions: {
    assignClubSports: assign((_, clubSports: UserSportCategoryDto[]) => ({ clubSports, open: null, error: null })),
    openModal: assign(({ context }: Args, ref: ClubSportRef) => {
      const current = context.clubSports.find((cs) => cs.clubId === ref.clubId && cs.sportId === ref.sportId)?.category;
      return { open: ref, categories: [], categoryId: current?.id ?? null, gender: current?.gender ?? context.gender, error: null };
    }),
    assignCategories: assign(({ context }: Args, categories: ClubSportCategoryDto[]) => ({
      categories,
      categoryId: fits(
        categories.find((c) => c.id === context.categoryId),
        context.gender,
      )
        ? context.categoryId
        : null,
    })),
    chooseGender: assign(({ context }: Args, { gender }: { gender: PlayerGender }) => ({
      gender,
      categoryId: fits(
        context.categories.find((c) => c.id === context.categoryId),
        gender,
      )
        ? context.categoryId
        : null,
      error: null,
    })),
    chooseCategory: assign((_, { categoryId }: { categoryId: number }) => ({ categoryId, error: null })),
    closeModal: assign({ open: null, error: null }),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    closeWithError: assign((_, { error }: RejectionParams) => ({ error, open: null })),
  },
}).createMachine({
  id: 'sportCategories',
  context: ({ input }) => ({
    userId: input.userId,
    clubSports: [],
    open: null,
    categories: [],
    categoryId: null,
    gender: input.gender,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadClubSports',
        src: 'loadClubSports',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'listed', actions: { type: 'assignClubSports', params: output<UserSportCategoryDto[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: {
      on: {
        'category.open': {
          guard: { type: 'isListed', params: openAsked },
          target: 'choosing',
          actions: { type: 'openModal', params: openAsked },
        },
      },
    },
    choosing: {
      initial: 'fetching',
      on: { 'category.close': { target: 'listed', actions: 'closeModal' } },
      states: {
        fetching: {
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            input: ({ context }) => context.open ?? { clubId: 0, sportId: 0 },
            onDone: { target: 'picking', actions: { type: 'assignCategories', params: output<ClubSportCategoryDto[]> } },
            onError: { target: '#sportCategories.listed', actions: { type: 'closeWithError', params: rejection } },
          },
        },
        picking: {
          on: {
            'gender.choose': { actions: { type: 'chooseGender', params: genderAsked } },
            'category.choose': {
              guard: { type: 'fitsGender', params: categoryAsked },
              actions: { type: 'chooseCategory', params: categoryAsked },
            },
            'category.save': { guard: 'isComplete', target: 'saving', actions: 'clearError' },
          },
        },
        saving: {
          invoke: {
            id: 'saveCategory',
            src: 'saveCategory',
            input: ({ context }) => ({
              userId: context.userId,
              clubId: context.open?.clubId ?? 0,
              sportId: context.open?.sportId ?? 0,
              clubSportCategoryId: context.categoryId ?? 0,
              gender: context.gender ?? 'M',
            }),
            onDone: { target: '#sportCategories.listed', actions: { type: 'assignClubSports', params: output<UserSportCategoryDto[]> } },
            onError: { target: 'picking', actions: { type: 'assignError', params: rejection } },
          },
        },
      },
    },
    loadFailed: { on: { 'categories.reload': { target: 'loading', actions: 'clearError' } } },
  },
});

export type SportCategoriesMachine = typeof sportCategoriesMachine;
