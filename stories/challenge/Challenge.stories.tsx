import type { Meta } from '@storybook/react-vite';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import type { EndpointDef } from '#kernel/contract/endpoint';
import type { ChallengeDto } from '#kernel/contract/matchChallenge';
import ChallengePage from '#features/challenge/ChallengePage';
import AcceptChallengePage from '#features/challenge/AnswerChallengePage';
import type { ChallengeOptions } from '#machines/challenge';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Match challenge' } satisfies Meta;

const ME = 7;
const RIVAL = 9;

const options: ChallengeOptions = {
  sportId: 1,
  rival: { userId: RIVAL, firstName: 'Camila', lastName: 'Rojas', level: 3, levelName: 'Intermedio' },
  commonDays: [1, 3, 5],
  outgoingPending: 2,
  rivalIncomingPending: 1,
  openChallengeId: null,
  blockedBy: null,
  expiresHours: 24,
  canPickCourt: false,
};

const challenge = (over: Partial<ChallengeDto> = {}): ChallengeDto => ({
  id: 41,
  status: 'PENDING',
  role: 'challenger',
  userId: RIVAL,
  userFirstName: 'Camila',
  userLastName: 'Rojas',
  userMetadata: { level: 3, levelName: 'Intermedio' },
  myUserId: ME,
  sportId: 1,
  clubId: null,
  date: null,
  time: null,
  timespan: null,
  courtId: null,
  clubName: null,
  courtName: null,
  expirationDate: new Date(Date.now() + 5 * 3_600_000 + 12 * 60_000).toISOString(),
  nogoReason: null,
  hash: '5b0f3c52-1d4b-4f7e-9a41-6b2c8d9e0f11',
  ...over,
});

type Answers = Partial<Record<string, object | Error | 'pending'>>;

const fakeApi = (answers: Answers) =>
  (async ({ id }: EndpointDef) => {
    const answer = answers[id];
    if (answer === undefined || answer === 'pending') return new Promise(() => undefined);
    if (answer instanceof Error) throw answer;
    return { error: false, code: '0', ...answer };
  }) as ApiClient['call'];

const sendStory = (answers: Answers) =>
  screenStory(async (language) => {
    const session = await startLoggedInFakeSession(ME);
    const url = `/match/challenge/${RIVAL}?sportId=1`;
    return (
      await createScreenHarness(ChallengePage, { routeId: 'match.challenge', url, api: { call: fakeApi(answers) }, session, language })
    ).element;
  });

const openStory = (answer: ChallengeDto | Error | 'pending') =>
  screenStory(async (language) => {
    const session = await startLoggedInFakeSession(ME);
    const url = `/match/accept-challenge/41`;
    const answers = { getChallenge: answer instanceof Error || answer === 'pending' ? answer : { challenge: answer } };
    return (
      await createScreenHarness(AcceptChallengePage, {
        routeId: 'match.accept-challenge',
        url,
        api: { call: fakeApi(answers) },
        session,
        language,
      })
    ).element;
  });

const refused = (id: string, code: string, status = 409) => new ApiError(id, status, { code, message: 'refused' });

export const Loading = sendStory({ challengeOptions: 'pending' });
export const ReadyToSend = sendStory({ challengeOptions: options });
export const BlockedNoSharedDay = sendStory({ challengeOptions: { ...options, commonDays: [], blockedBy: '-497' } });
export const BlockedTooManyOutgoing = sendStory({ challengeOptions: { ...options, outgoingPending: 7, blockedBy: '-486' } });
export const LoadFailed = sendStory({ challengeOptions: refused('challengeOptions', '-1', 500) });
export const WaitingForTheRival = openStory(challenge());
export const AnsweringAChallenge = openStory(challenge({ role: 'challenged' }));
export const Accepted = openStory(challenge({ status: 'ACCEPTED' }));
export const Declined = openStory(challenge({ status: 'DECLINED' }));
export const Cancelled = openStory(challenge({ status: 'CANCELLED', role: 'challenged' }));
export const Dismissed = openStory(challenge({ status: 'DISMISSED', role: 'challenged' }));
export const Expired = openStory(challenge({ status: 'EXPIRED' }));
export const CalledOff = openStory(challenge({ status: 'NOGO', nogoReason: 'Se lesionó la muñeca, lo dejamos para otra semana.' }));
export const NotParticipant = openStory(refused('getChallenge', '-8344', 404));

// A prime subscriber (MATCH_BOOKING): the page opens on the court picker (its states: CourtPicker stories).
const clubsAnswer = {
  result: { data: [{ id: 3, name: 'Club Pádel Vitacura' }], total: 1, page: 1, pageSize: 100 },
  timezone: 'America/Santiago',
  timezoneOffset: -180,
};
export const PrimePicksACourt = sendStory({ challengeOptions: { ...options, canPickCourt: true }, listClubs: clubsAnswer });
export const WaitingWithTheCourtHeld = openStory(
  challenge({
    clubId: 3,
    courtId: 12,
    clubName: 'Club Pádel Vitacura',
    courtName: 'Cancha 2',
    date: '2026-03-02',
    time: '19:00:00',
    timespan: 60,
  }),
);
