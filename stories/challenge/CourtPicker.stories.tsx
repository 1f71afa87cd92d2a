import type { Meta } from '@storybook/react-vite';
import { fromPromise, type ActorRefFrom, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { CourtPicker } from '#features/challenge/CourtPicker';
import {
  challengeCourtMachine,
  type ChallengeCourtMachine,
  type CourtClubs,
  type CourtSlot,
  type FetchSlotsInput,
} from '#machines/challengeCourt';
import { machineStory, type StoryStep } from '../support/machineStory';

// The prime subscriber's court pick on the challenge page, in each state of the challengeCourt machine.

export default { title: 'Match challenge court (prime)' } satisfies Meta;

const CLUBS: CourtClubs = {
  clubs: [
    { id: 3, name: 'Club Pádel Vitacura' },
    { id: 5, name: 'Padel Center Ñuñoa' },
  ],
  today: '2026-03-02',
};
const LONG: CourtClubs = {
  clubs: [{ id: 7, name: 'Club de Deportes y Recreación Lomas de Lo Barnechea Oriente — Sede Pádel Cubierto' }],
  today: '2026-03-02',
};
const slot = (courtId: number, courtName: string, startTime: string, amount = 24000): CourtSlot => ({
  courtId,
  courtName,
  date: '2026-03-02',
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:${startTime.slice(3)}`,
  timespan: 60,
  amount,
  currencyCode: 'CLP',
});
const EVENING = [
  slot(11, 'Cancha 1', '18:00'),
  slot(12, 'Cancha 2', '19:00'),
  slot(11, 'Cancha 1', '20:00', 28000),
  slot(13, 'Cancha 3', '21:00'),
];

const never = <T,>() => new Promise<T>(() => undefined);
const fail = () => Promise.reject(Object.assign(new Error('-1'), { code: '-1', status: 500 }));
const at = (state: string): StoryStep => ({ until: (s: AnyMachineSnapshot) => s.matches(state) });

const View = ({ actor }: { actor: AnyActorRef }) => <CourtPicker actor={actor as ActorRefFrom<ChallengeCourtMachine>} />;
const story = (clubs: () => Promise<CourtClubs>, slots: (input: FetchSlotsInput) => Promise<CourtSlot[]>, steps: StoryStep[] = []) =>
  machineStory(View, {
    routeId: 'match.challenge',
    url: '/match/challenge/9?sportId=1',
    machine: challengeCourtMachine.provide({
      actors: {
        fetchClubs: fromPromise<CourtClubs, { sportId: number }>(() => clubs()),
        fetchSlots: fromPromise<CourtSlot[], FetchSlotsInput>(({ input }) => slots(input)),
      },
    }),
    input: { sportId: 1 },
    steps,
  });

const club = (clubId = 3): StoryStep[] => [at('choosingClub'), { type: 'club.select', clubId }];

export const LoadingClubs = story(never, never);
export const ChoosingAClub = story(async () => CLUBS, never, [at('choosingClub')]);
export const LoadingFreeTimes = story(async () => CLUBS, never, club());
export const ChoosingATime = story(
  async () => CLUBS,
  async () => EVENING,
  [...club(), at('choosingSlot')],
);
export const TimeChosen = story(
  async () => CLUBS,
  async () => EVENING,
  [...club(), at('choosingSlot'), { type: 'slot.select', courtId: 12, startTime: '19:00' }],
);
export const NoFreeTimesThatDay = story(
  async () => CLUBS,
  async () => [],
  [...club(), at('choosingSlot')],
);
export const ClubsFailedToLoad = story(fail, never, [at('clubsFailed')]);
export const FreeTimesFailedToLoad = story(async () => CLUBS, fail, [...club(), at('slotsFailed')]);
export const LongNames = story(
  async () => LONG,
  async () => [slot(21, 'Cancha Central Techada Panorámica Número 1', '19:30', 1250000)],
  [...club(7), at('choosingSlot'), { type: 'slot.select', courtId: 21, startTime: '19:30' }],
);
