// The club page (spec part 2 §2 "Club page", /club/:clubId):
//
//   routing        the route's id is not an id → leftForClubs; else loading
//   loading        GET /api/clubs/{clubId}; any failure → leftForClubs (its message as a toast)
//   shown          the club: open (contacts, map, links), or blocked (the club disabled the person:
//                  the notice above the same page); club.openMap asks the native shell for its map
//                  (in a browser the page is a plain routing link); club.openLink → openingLink;
//                  club.openMatches → matchesOpen (the open-match list modal, a child) → shown
//   openingLink    GET .../externalLink/{linkId}/generate; done → openExternal(url), back to shown;
//                  failed → shown with the link's error
//   left / leftForClubs   final: back where the player came from / the clubs list
//
// The view supplies loadClub and generateLink with `.provide({ actors })`, and openMap,
// openExternal, goBack and goToClubs with `.provide({ actions })`.
import { assign, setup } from 'xstate';
import { openMatchListMachine } from '#machines/openMatchList/openMatchList.machine';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type Done, type RejectionParams } from '#machines/shared/outcomes';
import type { RedirectExternalParams } from '#machines/shared/viewActions';
import type {
  ClubPageClub,
  ClubPageContext,
  ClubPageEvent,
  ClubPageInput,
  ExternalLinkInput,
  ExternalLinkOutput,
  LeaveParams,
  LoadClubInput,
} from './clubPage.types';

type Args = { context: ClubPageContext };

/** '42' → 42; anything that is not a positive integer id → null. */
function clubIdOf(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const leaveWith = ({ context }: Args): LeaveParams => ({ error: context.error });

export const clubPageSetup = setup({
  types: {
    context: {} as ClubPageContext,
    events: {} as ClubPageEvent,
    input: {} as ClubPageInput,
  },
  actors: {
    /** GET /api/clubs/{clubId}. */
    loadClub: placeholder<ClubPageClub, LoadClubInput>('clubPage', 'loadClub'),
    /** GET /api/clubs/{clubId}/externalLink/{linkId}/generate. */
    generateLink: placeholder<ExternalLinkOutput, ExternalLinkInput>('clubPage', 'generateLink'),
    /** The open-match list modal (its call and its way to the join page provided by the view). */
    openMatchList: openMatchListMachine,
  },
  guards: {
    hasClubId: ({ context }: Args) => context.clubId !== null,
    isBlocked: ({ context }: Args) => context.club?.isBlocked === true,
    inNativeShell: ({ context }: Args) => context.nativeShell,
    isListedLink: ({ context }: Args, { linkId }: { linkId: number }) =>
      context.club?.externalLinksData.some((l) => l.externalLinkId === linkId) === true,
  },
  actions: {
    assignClub: assign((_, club: ClubPageClub) => ({ club, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    assignLink: assign((_, { linkId }: { linkId: number }) => ({ linkId, error: null })),
    clearLink: assign({ linkId: null }),
    // ── supplied by the view ──
    /** The native shell's map at the club (message map.open). */
    openMap: (_: Args, _params: { latitude: number; longitude: number; label: string }) => {},
    /** Opens an external link's address (the shell's external navigation). */
    openExternal: (_: Args, _params: RedirectExternalParams) => {},
    goBack: () => {},
    /** The clubs list, with the load's failure to tell. */
    goToClubs: (_: Args, _params: LeaveParams) => {},
  },
});

const mapTarget = ({ context }: Args) => ({
  latitude: context.club?.latitude ?? 0,
  longitude: context.club?.longitude ?? 0,
  label: context.club?.name ?? '',
});

export const clubPageMachine = clubPageSetup.createMachine({
  id: 'clubPage',
  context: ({ input }) => ({
    clubId: clubIdOf(input.clubId),
    nativeShell: input.nativeShell,
    club: null,
    error: null,
    linkId: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'hasClubId', target: 'loading' }, { target: 'leftForClubs' }],
    },
    loading: {
      invoke: {
        id: 'loadClub',
        src: 'loadClub',
        input: ({ context }) => ({ clubId: context.clubId ?? 0 }),
        onDone: { target: 'shown', actions: { type: 'assignClub', params: output<ClubPageClub> } },
        onError: { target: 'leftForClubs', actions: { type: 'assignError', params: rejection } },
      },
    },
    shown: {
      initial: 'sorting',
      states: {
        sorting: { always: [{ guard: 'isBlocked', target: 'blocked' }, { target: 'open' }] },
        open: {},
        /** The club disabled the person: the notice shows above the club's details. */
        blocked: {},
      },
      on: {
        'club.openMap': { guard: 'inNativeShell', actions: { type: 'openMap', params: mapTarget } },
        'club.openLink': {
          guard: { type: 'isListedLink', params: ({ event }) => ({ linkId: event.linkId }) },
          target: 'openingLink',
          actions: { type: 'assignLink', params: ({ event }) => ({ linkId: event.linkId }) },
        },
        'club.back': 'left',
        'club.openMatches': 'matchesOpen',
      },
    },
    /** The club's open matches in a modal (the openMatchList child); it ends closed or on a join page. */
    matchesOpen: {
      invoke: { id: 'openMatchList', src: 'openMatchList', input: ({ context }) => ({ clubId: context.clubId ?? 0 }), onDone: 'shown' },
    },
    openingLink: {
      invoke: {
        id: 'generateLink',
        src: 'generateLink',
        input: ({ context }) => ({ clubId: context.clubId ?? 0, linkId: context.linkId ?? 0 }),
        onDone: {
          target: 'shown',
          actions: [{ type: 'openExternal', params: ({ event }: Done<ExternalLinkOutput>) => ({ url: event.output.url }) }, 'clearLink'],
        },
        onError: { target: 'shown', actions: [{ type: 'assignError', params: rejection }, 'clearLink'] },
      },
    },
    left: { type: 'final', entry: 'goBack' },
    leftForClubs: { type: 'final', entry: { type: 'goToClubs', params: leaveWith } },
  },
});

export type ClubPageMachine = typeof clubPageMachine;
