import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  listClubSportCategories,
  listUserSportCategories,
  setUserClubSportCategory,
  type ClubSportCategoryDto,
  type UserSportCategoryDto,
} from '#kernel/contract/profileItems';
import { sessionSelectors } from '#machines/session';
import { sportCategoriesMachine, type ClubSportRef, type SaveCategoryInput } from '#machines/sportCategories';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { SportCategoriesView } from './SportCategoriesView';

/** /profile/sportcategories — the player's category at each club and sport that keeps them. */
export default function SportCategoriesPage() {
  const { api } = useRuntime();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const machine = useMemo(
    () =>
      sportCategoriesMachine.provide({
        actors: {
          loadClubSports: fromPromise<UserSportCategoryDto[], { userId: number }>(
            async ({ input, signal }) => (await api.call(listUserSportCategories, { params: { userId: input.userId }, signal })).clubSports,
          ),
          loadCategories: fromPromise<ClubSportCategoryDto[], ClubSportRef>(
            async ({ input, signal }) => (await api.call(listClubSportCategories, { params: input, signal })).categories,
          ),
          saveCategory: fromPromise<UserSportCategoryDto[], SaveCategoryInput>(async ({ input, signal }) => {
            const { userId: id, clubId, sportId, clubSportCategoryId, gender } = input;
            const body = { userId: id, clubId, clubSportCategoryId, createdByUser: 'Y' as const, gender };
            return (await api.call(setUserClubSportCategory, { params: { clubId, sportId, userId: id }, body, signal })).clubSports;
          }),
        },
      }),
    [api],
  );
  // The session's profile carries no gender: the modal asks for it.
  const actor = useActorRef(machine, { input: { userId, gender: null } });
  return (
    <Screen narrow>
      <SportCategoriesView actor={actor} />
    </Screen>
  );
}
