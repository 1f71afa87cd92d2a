// Model-based test of the club page machine (/club/:clubId): every state, every listed error code of
// its two calls, plus journeys for the blocked notice, the contact rule, the map in the browser and in
// the native shell, external links and the way out to the clubs list.
import { expect } from 'vitest';
import { clubPageMachine, type ClubPageMachine } from '#machines/clubPage/clubPage.machine';
import { CLUB_NOT_AVAILABLE, externalLinkErrors, loadClubErrors } from '#machines/clubPage/clubPage.errors';
import { club, contact, isBlocked, isLoading, linkError, links, map, matchListRef, phones } from '#machines/clubPage/clubPage.selectors';
import type { ClubPageClub } from '#machines/clubPage/clubPage.types';
import { errorEntry } from '#kernel/lib/errors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ClubPageMachine>;

const inputs = {
  browser: { clubId: '7', nativeShell: false },
  nativeShell: { clubId: '7', nativeShell: true },
  noId: { clubId: undefined, nativeShell: false },
  notAnId: { clubId: '7abc', nativeShell: false },
} as const;

const VITACURA: ClubPageClub = {
  id: 7,
  name: 'Club Pádel Vitacura',
  image: null,
  address: 'Av. Vitacura 5250, Vitacura',
  city: 'Santiago',
  latitude: -33.3932,
  longitude: -70.5945,
  phone: '+56 2 2345 6789;+56 9 8765 4321',
  whatsapp: '+56 9 8765 4321',
  bookingEmail: 'reservas@padelvitacura.test',
  externalLinksData: [
    { name: 'Instagram', image: null, externalLinkId: 12, pos: 1 },
    { name: 'Reglamento', image: null, externalLinkId: 11, pos: 0 },
  ],
  isBlocked: false,
  members_only_text: null,
};
const BLOCKED: ClubPageClub = { ...VITACURA, isBlocked: true };
/** Only a short extension and no e-mail: no contact-club. */
const UNREACHABLE: ClubPageClub = { ...VITACURA, phone: '1234', whatsapp: null, bookingEmail: 'no-es-correo', externalLinksData: [] };

/** What the app's client rejects with: its ApiError carries code and status. */
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'the open-match list modal opens over the club (its child gets the club id) and closes back to it',
    steps: [
      { done: 'loadClub', output: VITACURA },
      { type: 'club.openMatches' },
      { check: ({ snapshot }) => expect(matchListRef(snapshot)).not.toBeNull() },
      { check: ({ snapshot }) => expect(club(snapshot)?.name).toBe('Club Pádel Vitacura') },
      { done: 'openMatchList', output: undefined },
    ],
    end: { shown: 'open' },
    assert: ({ invocations, snapshot }) => {
      expect(invocations.find((i) => i.src === 'openMatchList')?.input).toEqual({ clubId: 7 });
      expect(matchListRef(snapshot)).toBeNull();
    },
  },
  {
    name: 'loads the club by the route id and shows phones, contact, a routing link and the links in order',
    steps: [
      { check: ({ snapshot }) => expect(isLoading(snapshot)).toBe(true) },
      { done: 'loadClub', output: VITACURA },
      {
        check: ({ snapshot }) => {
          expect(club(snapshot)?.name).toBe('Club Pádel Vitacura');
          expect(isBlocked(snapshot)).toBe(false);
          expect(phones(snapshot)).toEqual([
            { text: '+56 2 2345 6789', href: 'tel:+56223456789' },
            { text: '+56 9 8765 4321', href: 'tel:+56987654321' },
          ]);
          expect(contact(snapshot)).toMatchObject({
            whatsapp: { href: 'https://wa.me/56987654321' },
            email: { href: 'mailto:reservas@padelvitacura.test' },
          });
          expect(map(snapshot)).toEqual({ href: 'https://www.google.com/maps/dir/?api=1&destination=-33.3932%2C-70.5945', native: false });
          expect(links(snapshot).map((l) => l.name)).toEqual(['Reglamento', 'Instagram']);
        },
      },
      // In a browser the map is a plain link: the event does nothing.
      { type: 'club.openMap' },
      { type: 'club.back' },
    ],
    end: 'left',
    assert: ({ invocations, effects }) => {
      expect(invocations).toEqual([{ id: 'loadClub', src: 'loadClub', input: { clubId: 7 } }]);
      expect(effects).toEqual([{ type: 'goBack', params: undefined }]);
    },
  },
  {
    name: 'inside the native shell the map is a message to the app',
    input: inputs.nativeShell,
    steps: [
      { done: 'loadClub', output: VITACURA },
      { check: ({ snapshot }) => expect(map(snapshot)?.native).toBe(true) },
      { type: 'club.openMap' },
    ],
    end: { shown: 'open' },
    assert: ({ effects }) =>
      expect(effects).toEqual([{ type: 'openMap', params: { latitude: -33.3932, longitude: -70.5945, label: 'Club Pádel Vitacura' } }]),
  },
  {
    name: 'a club that disabled the person shows the blocked notice above the same club',
    steps: [{ done: 'loadClub', output: BLOCKED }],
    end: { shown: 'blocked' },
    assert: ({ snapshot }) => {
      expect(isBlocked(snapshot)).toBe(true);
      expect(club(snapshot)?.id).toBe(7);
      expect(contact(snapshot)).not.toBeNull();
    },
  },
  {
    name: 'no contact-club without an 8-digit number or a valid bookings e-mail (the phones still show)',
    steps: [{ done: 'loadClub', output: UNREACHABLE }],
    end: { shown: 'open' },
    assert: ({ snapshot }) => {
      expect(contact(snapshot)).toBeNull();
      expect(phones(snapshot)).toEqual([{ text: '1234', href: 'tel:1234' }]);
    },
  },
  {
    name: 'an external link opens the address the server generates, through the external navigation',
    steps: [
      { done: 'loadClub', output: VITACURA },
      // A link the club does not list is not asked for.
      { type: 'club.openLink', linkId: 99 },
      { type: 'club.openLink', linkId: 11 },
      { done: 'generateLink', output: { url: 'https://club.test/reglamento' } },
    ],
    end: { shown: 'open' },
    assert: ({ invocations, effects }) => {
      expect(invocations.at(-1)).toEqual({ id: 'generateLink', src: 'generateLink', input: { clubId: 7, linkId: 11 } });
      expect(invocations).toHaveLength(2);
      expect(effects).toEqual([{ type: 'openExternal', params: { url: 'https://club.test/reglamento' } }]);
    },
  },
  {
    name: 'a link that does not open says so and keeps the blocked page blocked',
    steps: [
      { done: 'loadClub', output: BLOCKED },
      { type: 'club.openLink', linkId: 12 },
      { fail: 'generateLink', error: apiError('-404', 404) },
    ],
    end: { shown: 'blocked' },
    assert: ({ snapshot }) => expect(linkError(snapshot)).toBe(externalLinkErrors['-404'].message),
  },
  {
    name: 'an unknown club leaves for the clubs list with "club not available"',
    steps: [{ fail: 'loadClub', error: apiError('-404', 404) }],
    end: 'leftForClubs',
    assert: ({ effects }) => {
      expect(effects).toHaveLength(1);
      expect(effects[0].type).toBe('goToClubs');
      const { error } = effects[0].params as { error: { code: string } };
      expect(errorEntry(loadClubErrors, error.code).message).toBe(CLUB_NOT_AVAILABLE);
    },
  },
  {
    name: 'not a club id leaves for the clubs list without a call',
    input: inputs.notAnId,
    steps: [],
    end: 'leftForClubs',
    assert: ({ effects, invocations }) => {
      expect(invocations).toEqual([]);
      expect(effects).toEqual([{ type: 'goToClubs', params: { error: null } }]);
    },
  },
];

describeModel(clubPageMachine, {
  name: 'clubPage',
  inputs,
  events: {
    'club.openMap': [{ type: 'club.openMap' }],
    'club.openLink': [{ type: 'club.openLink', linkId: 11 }],
    'club.back': [{ type: 'club.back' }],
    'club.openMatches': [{ type: 'club.openMatches' }],
  },
  outputs: {
    loadClub: [VITACURA, BLOCKED, UNREACHABLE],
    generateLink: [{ url: 'https://club.test/reglamento' }],
    // The list modal has its own model: here only that it ends.
    openMatchList: [undefined],
  },
  errors: {
    loadClub: { '-404': apiError('-404', 404), other: new Error('network down') },
    generateLink: { '-404': apiError('-404', 404), other: new Error('network down') },
    openMatchList: {},
  },
  journeys,
  serializeContext: (c) => ({
    id: c.clubId,
    native: c.nativeShell,
    club: c.club?.isBlocked ?? null,
    link: c.linkId,
    error: c.error?.code ?? null,
  }),
  require: { states: true, errors: true, transitions: true },
});
