// The announcements queue (spec part 1 §9, part 2 §2), for the booking summary and search alike:
//
//   deciding   not the main brand → off
//   loading    GET /api/announcements; the ones not seen yet queue up; none, or a failure (only
//              logged by the spec) → done
//   showing    the first of the queue; announcement.close remembers it as seen (the view's
//              rememberSeen keeps the ids) → waiting
//   waiting    1 s (nextAnnouncement) → showing the next, or done
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output } from '#machines/shared/outcomes';
import type { Announcement, AnnouncementsContext, AnnouncementsEvent, AnnouncementsInput, RememberSeenParams } from './announcements.types';

/** Spec part 1 §9: the next announcement shows 1 s after the previous one is closed. */
export const NEXT_ANNOUNCEMENT_MS = 1000;

type Args = { context: AnnouncementsContext };

export const announcementsMachine = setup({
  types: {
    context: {} as AnnouncementsContext,
    events: {} as AnnouncementsEvent,
    input: {} as AnnouncementsInput,
  },
  actors: {
    /** GET /api/announcements. */
    loadAnnouncements: placeholder<Announcement[], void>('announcements', 'loadAnnouncements'),
  },
  guards: {
    isEnabled: ({ context }: Args) => context.enabled,
    hasQueue: ({ context }: Args) => context.queue.length > 0,
  },
  actions: {
    queueUnseen: assign(({ context }: Args, list: Announcement[]) => ({
      queue: list.filter((a) => !context.seen.includes(a.id)),
    })),
    markFirstSeen: assign(({ context }: Args) => ({
      seen: context.queue[0] ? [...context.seen, context.queue[0].id] : context.seen,
      queue: context.queue.slice(1),
    })),
    // ── supplied by the view ──
    rememberSeen: (_: Args, _params: RememberSeenParams) => {},
  },
  delays: { nextAnnouncement: NEXT_ANNOUNCEMENT_MS },
}).createMachine({
  id: 'announcements',
  context: ({ input }) => ({ enabled: input.enabled, seen: input.seen, queue: [] }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isEnabled', target: 'loading' }, { target: 'off' }] },
    loading: {
      invoke: {
        id: 'loadAnnouncements',
        src: 'loadAnnouncements',
        onDone: { target: 'queued', actions: { type: 'queueUnseen', params: output<Announcement[]> } },
        onError: 'done',
      },
    },
    queued: { always: [{ guard: 'hasQueue', target: 'showing' }, { target: 'done' }] },
    showing: {
      on: {
        'announcement.close': {
          target: 'waiting',
          actions: ['markFirstSeen', { type: 'rememberSeen', params: ({ context }) => ({ seen: context.seen }) }],
        },
      },
    },
    waiting: { after: { nextAnnouncement: 'queued' } },
    off: { type: 'final' },
    done: { type: 'final' },
  },
});

export type AnnouncementsMachine = typeof announcementsMachine;
