import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  checkSportProfileAvailability,
  getSportProfile,
  saveSportProfile,
  type SportProfileAnswerDto,
  type SportProfileDto,
} from '#kernel/contract/profileItems';
import { sportProfileMachine, type Availability } from '#machines/sportProfile';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { SportProfileView } from './SportProfileView';

const profileOf = ({ questions, answers }: SportProfileDto): SportProfileDto => ({ questions, answers });

/** /profile/sportprofile — the sport profile questionnaire. */
export default function SportProfilePage() {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      sportProfileMachine.provide({
        actors: {
          checkAvailability: fromPromise<Availability, void>(async ({ signal }) => {
            const { available, answered } = await api.call(checkSportProfileAvailability, { signal });
            return { available, answered };
          }),
          loadProfile: fromPromise<SportProfileDto, void>(async ({ signal }) => profileOf(await api.call(getSportProfile, { signal }))),
          saveProfile: fromPromise<SportProfileDto, { answers: SportProfileAnswerDto[] }>(async ({ input, signal }) =>
            profileOf(await api.call(saveSportProfile, { body: { answers: input.answers }, signal })),
          ),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine);
  return (
    <Screen narrow>
      <SportProfileView actor={actor} />
    </Screen>
  );
}
