import type { Meta } from '@storybook/react-vite';
import ClubPage from '#features/club/ClubPage';
import type { AppRuntime } from '#shell/appRuntime';
import { createBrowserBridge } from '#shell/bridge/browserBridge';
import { clubDto } from '../../tests/dom/booking/contractFixtures';
import { offline, PENDING, type FakeAnswers } from '../support/fakeApi';
import { pageStory } from '../support/pageStory';

// /book/club-info?clubId (spec part 1 §2.1; the club page of part 2 §2 under the booking area): the
// club's address with a way there, its phones and links, in each state of the clubPage machine.

export default { title: 'Discovery/Club info' } satisfies Meta;

const VITACURA = clubDto({
  id: 7,
  phone: '+56 2 2345 6789;+56 9 8765 4321',
  whatsapp: '+56 9 8765 4321',
  bookingEmail: 'reservas@padelvitacura.test',
  externalLinksData: [{ name: 'Reglamento del club', image: null, externalLinkId: 11, pos: 0 }],
});

/** Inside the native app shell: the map is the app's own (a button, not a routing link). */
const nativeShell: Partial<AppRuntime> = {
  shell: {
    ...createBrowserBridge({ history: window.history, open: () => null }),
    kind: 'native',
    os: 'android',
    openMap: async () => undefined,
  },
};

const at = (answers: FakeAnswers, runtime?: Partial<AppRuntime>) => ({
  routeId: 'book.club-info',
  url: '/book/club-info?clubId=7',
  answers,
  runtime,
});

export const Loading = pageStory(ClubPage, at({ getClub: PENDING }));
export const Open = pageStory(ClubPage, at({ getClub: { club: VITACURA } }));
export const InTheNativeShell = pageStory(ClubPage, at({ getClub: { club: VITACURA } }, nativeShell));
export const BlockedForThisPlayer = pageStory(ClubPage, at({ getClub: { club: { ...VITACURA, isBlocked: true } } }));
export const LongNameAndAddress = pageStory(
  ClubPage,
  at({
    getClub: {
      club: {
        ...VITACURA,
        name: 'Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera',
        address: 'Avenida Presidente Kennedy Lateral 9350, Parcela 14, Camino a Farellones',
      },
    },
  }),
);
/** The club did not load: the club list instead. */
export const LoadFailedLeaves = pageStory(ClubPage, at({ getClub: offline('getClub') }));
