// /book/sports (spec part 1 §2.1 "Sport list", §9 external links at pos): the sports, and with a club
// its sports with its external links among them. Choosing a sport goes on to book it; a link asks the
// server for its address (GET /api/clubs/{id}/externalLink/{linkId}/generate) and opens it.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output } from '#machines/shared/outcomes';
import type { ExternalLinkEntry } from '#kernel/lib/club/sportListEntries';

export interface ListedSport {
  id: number;
  code: string;
  name: string;
}
export interface SportListInput {
  clubId: number | null;
}
export interface SportListContext {
  clubId: number | null;
  sports: ListedSport[];
  links: ExternalLinkEntry[];
  linkFailed: boolean;
}
export type SportListEvent = { type: 'sports.retry' } | { type: 'sport.choose'; sportId: number } | { type: 'link.open'; linkId: number };
export interface LoadSportListOutput {
  sports: ListedSport[];
  links: ExternalLinkEntry[];
}

export const sportListMachine = setup({
  types: {
    context: {} as SportListContext,
    events: {} as SportListEvent,
    input: {} as SportListInput,
  },
  actors: {
    /** GET /api/sports, or the club's (GET /api/clubs/{id}) sports and external links. */
    loadSports: placeholder<LoadSportListOutput, SportListInput>('sportList', 'loadSports'),
    generateLink: placeholder<{ url: string }, { clubId: number; linkId: number }>('sportList', 'generateLink'),
  },
  guards: {
    isClubLink: ({ context, event }) => event.type === 'link.open' && context.links.some((l) => l.externalLinkId === event.linkId),
  },
  actions: {
    assignList: assign((_, out: LoadSportListOutput) => ({ sports: out.sports, links: out.links })),
    // ── supplied by the view ──
    goToSport: (_, _params: { clubId: number | null; sportId: number }) => {},
    openExternal: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'sportList',
  context: ({ input }) => ({ clubId: input.clubId, sports: [], links: [], linkFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSports',
        src: 'loadSports',
        input: ({ context }) => ({ clubId: context.clubId }),
        onDone: { target: 'shown', actions: { type: 'assignList', params: output<LoadSportListOutput> } },
        onError: 'failed',
      },
    },
    failed: { on: { 'sports.retry': 'loading' } },
    shown: {
      on: {
        'sport.choose': {
          actions: {
            type: 'goToSport',
            params: ({ context, event }) => ({ clubId: context.clubId, sportId: event.type === 'sport.choose' ? event.sportId : 0 }),
          },
        },
        'link.open': { guard: 'isClubLink', target: 'openingLink' },
      },
    },
    openingLink: {
      entry: assign({ linkFailed: false }),
      invoke: {
        id: 'generateLink',
        src: 'generateLink',
        input: ({ context, event }) => ({ clubId: context.clubId ?? 0, linkId: event.type === 'link.open' ? event.linkId : 0 }),
        onDone: { target: 'shown', actions: { type: 'openExternal', params: output<{ url: string }> } },
        onError: { target: 'shown', actions: assign({ linkFailed: true }) },
      },
    },
  },
});

export type SportListMachine = typeof sportListMachine;
